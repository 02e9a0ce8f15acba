import { Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PriceStep } from '@platform/shared/pricing';

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
 * "Why this price": a figure that opens the chain of steps that produced it. The steps are
 * worked out only when the chain is opened (a function), so 200 lines cost nothing until then.
 */
export function WhyThisPrice(props: {
  steps: PriceStep[] | (() => PriceStep[]);
  children: ReactNode;
  label: string;
}) {
  const { steps, children, label } = props;
  return (
    <Popover
      title={`Why ${label}`}
      trigger={['click']}
      content={<StepChain steps={steps} label={`Why ${label}`} />}
    >
      <Typography.Link aria-label={`Why ${label}`}>{children}</Typography.Link>
    </Popover>
  );
}
