import { Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PriceStep } from '@platform/shared/pricing';

/** "Why this price": a figure that opens the chain of steps that produced it. */
export function WhyThisPrice(props: { steps: PriceStep[]; children: ReactNode; label: string }) {
  const { steps, children, label } = props;
  if (steps.length === 0) return <>{children}</>;
  return (
    <Popover
      title={`Why ${label}`}
      trigger={['click']}
      content={
        <ol aria-label={`Why ${label}`} style={{ margin: 0, paddingLeft: 18, maxWidth: 420 }}>
          {steps.map((step, index) => (
            <li key={index}>
              <Typography.Text strong>{step.label}</Typography.Text>: {step.formula} ={' '}
              <Typography.Text code>{step.value}</Typography.Text>
            </li>
          ))}
        </ol>
      }
    >
      <Typography.Link aria-label={`Why ${label}`}>{children}</Typography.Link>
    </Popover>
  );
}
