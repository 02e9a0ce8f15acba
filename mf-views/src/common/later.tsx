import { Input } from 'antd';
import type {
  AutoCompleteProps,
  DatePickerProps,
  ImageProps,
  InputNumberProps,
  InputProps,
  StepsProps,
} from 'antd';
import type { DatePicker as AntDatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';

// The antd components of the view framework that the signed-in start does not draw (ADR 247):
// the same components with the same props, loaded with their facade where they are first drawn.
// Until then a disabled box of the same size, label and placeholder holds their place.

const parts = () => import('./antdLater');

// antd's pickers, number box and auto-complete are generic; the lazy parts take the props the
// framework uses (a Dayjs date, a number or text, a text value).
type SingleDateProps = DatePickerProps<Dayjs, false>;
const LazyDatePicker = lazy(() =>
  parts().then((m) => ({ default: m.DatePicker as ComponentType<SingleDateProps> })),
);
const LazyRangePicker = lazy(() => parts().then((m) => ({ default: m.DatePicker.RangePicker })));
const LazyInputNumber = lazy(() =>
  parts().then((m) => ({
    default: m.InputNumber as ComponentType<InputNumberProps<number | string>>,
  })),
);
const LazyAutoComplete = lazy(() =>
  parts().then((m) => ({ default: m.AutoComplete as ComponentType<AutoCompleteProps<string>> })),
);
const LazySteps = lazy(() => parts().then((m) => ({ default: m.Steps })));
const LazyImage = lazy(() => parts().then((m) => ({ default: m.Image })));

interface BoxProps {
  id?: string;
  size?: InputProps['size'];
  style?: CSSProperties;
  placeholder?: ReactNode;
  'aria-label'?: string;
}

/** The place of an input still loading: its size, label and placeholder, disabled. */
function LoadingBox({ id, size, style, placeholder, 'aria-label': label }: BoxProps) {
  return (
    <Input
      id={id}
      size={size}
      style={style}
      disabled
      aria-busy="true"
      aria-label={label}
      placeholder={Array.isArray(placeholder) ? placeholder.join(' – ') : String(placeholder ?? '')}
    />
  );
}

/**
 * The props of a component that its loading box takes (a range picker's id may be a pair: the
 * box then has none).
 */
function boxOf(props: object): BoxProps {
  const {
    id,
    size,
    style,
    placeholder,
    'aria-label': label,
  } = props as Omit<BoxProps, 'id'> & {
    id?: unknown;
  };
  return {
    id: typeof id === 'string' ? id : undefined,
    size,
    style,
    placeholder,
    'aria-label': label,
  };
}

export function DatePicker(props: SingleDateProps) {
  return (
    <Suspense fallback={<LoadingBox {...boxOf(props)} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function RangePicker(props: ComponentProps<typeof AntDatePicker.RangePicker>) {
  return (
    <Suspense fallback={<LoadingBox {...boxOf(props)} />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

export function InputNumber(props: InputNumberProps<number | string>) {
  return (
    <Suspense fallback={<LoadingBox {...boxOf(props)} />}>
      <LazyInputNumber {...props} />
    </Suspense>
  );
}

export function AutoComplete(props: AutoCompleteProps<string>) {
  return (
    <Suspense fallback={<LoadingBox {...boxOf(props)} />}>
      <LazyAutoComplete {...props} />
    </Suspense>
  );
}

/** A wizard's steps; a row of their height while loading. */
export function Steps(props: StepsProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: 24, ...props.style }} />}>
      <LazySteps {...props} />
    </Suspense>
  );
}

/** An image (with its preview); nothing until it has loaded. */
export function Image(props: ImageProps) {
  return (
    <Suspense fallback={null}>
      <LazyImage {...props} />
    </Suspense>
  );
}
