import { Popover, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { PriceStep } from '@platform/shared/pricing';

/** The class of a total's open popover: a press inside it keeps it open. */
const POPOVER_CLASS = 'costing-why-popover';

/** Steps as a list; a step made of other steps opens into them (native details, keyboard too). */
export function StepList(props: { steps: PriceStep[]; label: string }) {
  const { steps, label } = props;
  return (
    <ol aria-label={label} style={{ margin: 0, paddingLeft: 18 }}>
      {steps.map((step, index) => {
        const text = (
          <>
            <Typography.Text strong>{step.label}</Typography.Text>: {step.formula} ={' '}
            <Typography.Text code>{step.value}</Typography.Text>
          </>
        );
        return (
          <li key={index}>
            {step.children && step.children.length > 0 ? (
              <details>
                <summary style={{ cursor: 'pointer' }}>{text}</summary>
                <StepList steps={step.children} label={`${step.label} steps`} />
              </details>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Works the steps out when it renders: a popover renders its content once it is opened. */
export function StepChain(props: { steps: PriceStep[] | (() => PriceStep[]); label: string }) {
  const { steps, label } = props;
  return (
    <div style={{ maxWidth: 560, maxHeight: 480, overflow: 'auto' }}>
      <StepList steps={typeof steps === 'function' ? steps() : steps} label={label} />
    </div>
  );
}

/**
 * "Why this price": a figure that opens the chain of steps that produced it. The figure is a
 * plain link (a button for assistive technology, reached with Tab, opened with Enter or Space);
 * the popover is mounted only once the chain is first opened, so the totals' fourteen figures
 * redrawn on every test-size key draw no overlay machinery (ADR 213). The steps are worked out
 * only when the chain is open (a function), so 200 lines cost nothing until then.
 */
/** A figure drawn as a link that opens and closes its chain (Enter and Space press it too). */
export function FigureButton(props: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const { label, open, onToggle, children, ref } = props;
  return (
    <a
      ref={ref}
      className="ant-typography"
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-expanded={open}
      onClick={onToggle}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle();
        }
      }}
    >
      {children}
    </a>
  );
}

/**
 * A figure whose press opens the chain of steps that produced it, drawn only while open. Open,
 * the chain closes on a second press of the figure, a press outside the figure and its popover,
 * or Escape (focus back on the figure). The open state is the caller's.
 */
export function ChainFigure(props: {
  title: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  steps: PriceStep[] | (() => PriceStep[]);
  children: ReactNode;
}) {
  const { title, open, onToggle, onClose, steps, children } = props;
  const box = useRef<HTMLSpanElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const onPress = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (box.current?.contains(target) || target?.closest?.(`.${POPOVER_CLASS}`)) return;
      close.current();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close.current();
      link.current?.focus();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <span ref={box} style={{ position: 'relative', display: 'inline-block' }}>
      <FigureButton ref={link} label={title} open={open} onToggle={onToggle}>
        {children}
      </FigureButton>
      {open ? (
        <Popover
          open
          title={title}
          trigger={[]}
          classNames={{ root: POPOVER_CLASS }}
          content={<StepChain steps={steps} label={title} />}
        >
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Popover>
      ) : null}
    </span>
  );
}

/** A figure with its own "why" chain (the totals panel's). */
export function WhyThisPrice(props: {
  steps: PriceStep[] | (() => PriceStep[]);
  children: ReactNode;
  label: string;
}) {
  const { steps, children, label } = props;
  const [open, setOpen] = useState(false);
  return (
    <ChainFigure
      title={`Why ${label}`}
      open={open}
      onToggle={() => setOpen((shown) => !shown)}
      onClose={() => setOpen(false)}
      steps={steps}
    >
      {children}
    </ChainFigure>
  );
}
