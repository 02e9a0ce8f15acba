import { Checkbox, Input, Select, Switch, Typography } from 'antd';
import { AutoComplete, DatePicker, InputNumber } from '../common/later';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import {
  Suspense,
  lazy,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type UIEvent,
} from 'react';
import {
  api,
  DATE_FORMAT,
  DATE_ONLY_FORMAT,
  formatValue,
  parseNumber,
  pickerToUtc,
  utcToPicker,
  type FieldValue,
  type FormComponent,
  type FormFieldTag,
} from '@platform/shared';
import { TimePicker } from '@platform/shared/ui';
import { MultiLineEditor } from '../multiline/MultiLineEditor';
import { StatusBadge } from '../badge/StatusBadge';
import { isRecord } from '../common/records';
import { userZone } from '../common/zone';
import { isDateOnly } from '@platform/shared/values';
import type { FormStore } from './FormStore';
import { Debouncer } from '../common/debounce';
import { readLineOptions } from '../widgets/measurement-tool/measurementValue';
import { fileResultsValue, readFileResults } from '../upload/files';
import { ADDRESS_MIN_QUERY, ADDRESS_SEARCH_DEBOUNCE_MS, placeQuery, withPlace } from './address';
import { lastVisibleIndex, optionsOf } from './field-display';

export interface FieldProps {
  component: FormComponent;
  store: FormStore;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  disabled: boolean;
  /** Id of the input, for the label. */
  inputId: string;
}

export type FieldRenderer = ComponentType<FieldProps>;

/** The id of a field's label, for fields that are a group of controls rather than one input. */
export function labelIdOf(inputId: string): string {
  return `${inputId}-label`;
}

const placeholderOf = (component: FormComponent) =>
  typeof component.config?.placeholder === 'string' ? component.config.placeholder : undefined;

function TextField({ component, value, onChange, disabled, inputId }: FieldProps) {
  return (
    <Input
      id={inputId}
      type={component.html_tag === 'email' ? 'email' : 'text'}
      value={value === null || value === undefined ? '' : String(value)}
      placeholder={placeholderOf(component)}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    />
  );
}

/**
 * An address: free text, with suburb / postcode suggestions (GET /geocode) for what is typed after
 * the last comma; choosing one writes the place in. Suggestions failing to load only hide them.
 */
function AddressField({ component, value, onChange, disabled, inputId }: FieldProps) {
  const text = value === null || value === undefined ? '' : String(value);
  const [places, setPlaces] = useState<string[]>([]);
  const debounce = useMemo(() => new Debouncer(), []);
  useEffect(() => () => debounce.cancel(), [debounce]);
  const search = (typed: string) => {
    const query = placeQuery(typed);
    debounce.schedule(() => {
      if (query.length < ADDRESS_MIN_QUERY) {
        setPlaces([]);
        return;
      }
      api
        .get<Array<{ label: string }>>('/geocode', { params: { q: query }, silent: true })
        .then(({ data }) => setPlaces(Array.isArray(data) ? data.map((place) => place.label) : []))
        .catch(() => setPlaces([]));
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };
  return (
    <AutoComplete
      id={inputId}
      // The whole column, like every other input: without it the box is as wide as its text.
      style={{ width: '100%' }}
      value={text}
      placeholder={placeholderOf(component)}
      disabled={disabled}
      options={places.map((place) => ({ value: withPlace(text, place), label: place }))}
      onSearch={search}
      onChange={(next: string) => onChange(next)}
    />
  );
}

function TextareaField({ component, value, onChange, disabled, inputId }: FieldProps) {
  return (
    <Input.TextArea
      id={inputId}
      autoSize={{ minRows: 2, maxRows: 8 }}
      value={value === null || value === undefined ? '' : String(value)}
      placeholder={placeholderOf(component)}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    />
  );
}

/** Format codes a number input shows its value in while nobody types in it ($1,234.50). */
const INPUT_FORMATS: ReadonlySet<string> = new Set(['currency', 'number', 'percentage']);

/** What a number input shows while it is not being typed in: the value by its format code. */
function numberShown(format: string, value: number | string | undefined): string {
  return value === undefined || value === '' ? '' : formatValue(value, format);
}

/** A typed number as the user writes it ($1,234.50 or 12%); '' when cleared, NaN when not one. */
function numberTyped(text: string | undefined): number | string {
  return parseNumber(text) ?? (text?.trim() ? Number.NaN : '');
}

/**
 * Number inputs ignore the mouse wheel while focused, so scrolling the page never changes a value.
 * With a format code the value reads as everywhere else (money: $377.50) until the user types.
 */
function NumberField({ component, value, onChange, disabled, inputId }: FieldProps) {
  const numeric = value === null || value === undefined || value === '' ? null : Number(value);
  const format = component.config?.format;
  const formatted = typeof format === 'string' && INPUT_FORMATS.has(format) ? format : null;
  return (
    <InputNumber
      id={inputId}
      style={{ width: '100%' }}
      value={Number.isFinite(numeric) ? numeric : null}
      formatter={
        formatted
          ? (shown, info) => (info.userTyping ? info.input : numberShown(formatted, shown))
          : undefined
      }
      parser={formatted ? numberTyped : undefined}
      min={typeof component.config?.min === 'number' ? component.config.min : undefined}
      max={typeof component.config?.max === 'number' ? component.config.max : undefined}
      changeOnWheel={false}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      disabled={disabled}
    />
  );
}

const SelectField = observer(function SelectField({
  component,
  store,
  value,
  onChange,
  disabled,
  inputId,
}: FieldProps) {
  const paged = store.listOptions.has(component.field)
    ? undefined
    : store.pagedOptions.get(component.field);
  const options = optionsOf(store, component);
  const multiple = component.html_tag === 'multiselect';
  return (
    <Select
      id={inputId}
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={
        paged
          ? { filterOption: false, onSearch: (text) => paged.setSearch(text) }
          : { optionFilterProp: 'label' }
      }
      loading={paged?.loading}
      value={(value ?? (multiple ? [] : null)) as string | number | Array<string | number> | null}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      onOpenChange={(open) => {
        if (open) void paged?.ensureLoaded();
      }}
      onPopupScroll={(event: UIEvent<HTMLDivElement>) =>
        paged?.onScrolledTo(lastVisibleIndex(event.currentTarget, paged.options.length))
      }
      onChange={(next) => onChange((next ?? null) as FieldValue)}
      placeholder={placeholderOf(component)}
      disabled={disabled}
    />
  );
});

function SwitchField({ value, onChange, disabled, inputId }: FieldProps) {
  return (
    <Switch
      id={inputId}
      checked={Boolean(value)}
      onChange={(checked) => onChange(checked)}
      disabled={disabled}
    />
  );
}

function CheckboxField({ component, value, onChange, disabled, inputId }: FieldProps) {
  return (
    <Checkbox
      id={inputId}
      checked={Boolean(value)}
      onChange={(event) => onChange(event.target.checked)}
      disabled={disabled}
    >
      {component.config?.label as string | undefined}
    </Checkbox>
  );
}

function DateField({ component, value, onChange, disabled, inputId }: FieldProps) {
  const withTime = component.html_tag === 'datetime';
  // Date-times are instants shown in the user's zone; dates are calendar days.
  // A stored value that is not a real date shows as empty rather than 'Invalid date'.
  const parsed = withTime
    ? utcToPicker(value, userZone())
    : isDateOnly(value)
      ? dayjs(value)
      : null;
  return (
    <DatePicker
      id={inputId}
      style={{ width: '100%' }}
      showTime={withTime ? { format: 'hh:mm A', use12Hours: true } : false}
      format={withTime ? DATE_FORMAT : DATE_ONLY_FORMAT}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) =>
        onChange(
          next ? (withTime ? pickerToUtc(next, userZone()) : next.format('YYYY-MM-DD')) : null,
        )
      }
      disabled={disabled}
    />
  );
}

/** A 24-hour HH:MM value (spec §3 Time value). */
function TimeField({ component, value, onChange, disabled, inputId }: FieldProps) {
  return (
    <TimePicker
      id={inputId}
      aria-label={component.name}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next)}
      onClear={() => onChange(null)}
      disabled={disabled}
    />
  );
}

function MultiLineField({ component, value, onChange, disabled }: FieldProps) {
  return (
    <MultiLineEditor
      value={Array.isArray(value) ? value : []}
      config={isRecord(component.config?.multi_line) ? component.config.multi_line : {}}
      onChange={(lines) => onChange(lines as unknown as FieldValue)}
      disabled={disabled}
    />
  );
}

// The pad's library is fetched only when a form shows a signature field.
const SignaturePad = lazy(() => import('./SignaturePad'));

function SignatureField({ component, value, onChange, disabled, store }: FieldProps) {
  return (
    <Suspense fallback={null}>
      <SignaturePad
        label={component.name}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next)}
        disabled={disabled || !store.editable}
      />
    </Suspense>
  );
}

// The measurement tool is fetched only when a form shows a measurement field.
const MeasurementTool = lazy(() => import('../widgets/measurement-tool/MeasurementTool'));

/** The value is the tool's JSON (spec §3); the line options come from the component's config. */
function MeasurementField({ component, value, onChange, disabled, store }: FieldProps) {
  const lines = useMemo(
    () => readLineOptions(component.config?.line_options),
    [component.config?.line_options],
  );
  return (
    <Suspense fallback={null}>
      <MeasurementTool
        label={component.name}
        lines={lines}
        value={value}
        onChange={onChange}
        disabled={disabled || !store.editable}
      />
    </Suspense>
  );
}

// The picker (and its image shrinking) is fetched only when a form shows a file field.
const FilePicker = lazy(() => import('../widgets/file-picker/FilePicker'));

/** The value is a list of File results (spec §3); `config.multiple: false` allows one file. */
function FilePickerField({ component, value, onChange, disabled, store, inputId }: FieldProps) {
  const files = useMemo(() => readFileResults(value), [value]);
  return (
    <Suspense fallback={null}>
      <FilePicker
        labelledBy={labelIdOf(inputId)}
        files={files}
        onChange={(next) => onChange(fileResultsValue(next))}
        disabled={disabled || !store.editable}
        multiple={component.config?.multiple !== false}
      />
    </Suspense>
  );
}

function StatusField({ value }: FieldProps) {
  return (
    <StatusBadge
      status={
        isRecord(value)
          ? { name: String(value.name ?? ''), color: String(value.color ?? '') }
          : null
      }
    />
  );
}

function HeadingField({ component }: FieldProps) {
  return <Typography.Title level={5}>{component.name}</Typography.Title>;
}

/** One renderer per field kind: a new kind is one entry, a missing one a type error. */
export const FIELD_RENDERERS: Record<FormFieldTag, FieldRenderer> = {
  text: TextField,
  email: TextField,
  address: AddressField,
  number: NumberField,
  textarea: TextareaField,
  select: SelectField,
  multiselect: SelectField,
  switch: SwitchField,
  checkbox: CheckboxField,
  date: DateField,
  datetime: DateField,
  time: TimeField,
  multi_line: MultiLineField,
  signature: SignatureField,
  measurement_tool: MeasurementField,
  file_picker: FilePickerField,
  status_badge: StatusField,
  heading: HeadingField,
};

export function isFieldTag(tag: string): tag is FormFieldTag {
  return tag in FIELD_RENDERERS;
}
