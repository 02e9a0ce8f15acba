import type { ReactNode } from 'react';
import { Typography } from 'antd';

export interface FieldProps {
  /** id of the control, so the label names it. */
  id: string;
  label: string;
  /** The validation message; the field is marked red while there is one. */
  error?: string;
  required?: boolean;
  children: ReactNode;
  width?: number | string;
}

/** A labelled control with its validation message underneath. */
export function Field({ id, label, error, required, children, width = 180 }: FieldProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width }}>
      <label htmlFor={id} style={{ fontSize: 12, fontWeight: 500 }}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }} id={`${id}-error`}>
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
