import { Input, InputNumber, Select } from 'antd';
import { TEXTS } from '../domain/texts';

export interface NumberInputProps {
  id: string;
  value: number | null;
  disabled?: boolean;
  invalid?: boolean;
  onChange: (value: number | null) => void;
}

/**
 * A millimetre (or count) input. No min/max here: bounds are checked by the sheet's
 * validation, so an out-of-range value shows its message instead of being silently clamped.
 */
export function NumberInput({ id, value, disabled, invalid, onChange }: NumberInputProps) {
  return (
    <InputNumber<number>
      id={id}
      value={value}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
      style={{ width: '100%' }}
    />
  );
}

/** The two-digit mask of quantities: digits only, at most two. */
export function maskQuantity(text: string): number | null {
  const digits = text.replace(/\D/g, '').slice(0, 2);
  return digits === '' ? null : Number(digits);
}

export function QuantityInput({ id, value, disabled, invalid, onChange }: NumberInputProps) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      maxLength={2}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(maskQuantity(event.target.value))}
    />
  );
}

export interface ChoiceProps<V extends string | number> {
  id: string;
  value: V | null;
  options: Array<{ value: V; label: string }>;
  disabled?: boolean;
  invalid?: boolean;
  allowClear?: boolean;
  onChange: (value: V | null) => void;
}

export function Choice<V extends string | number>({
  id,
  value,
  options,
  disabled,
  invalid,
  allowClear = true,
  onChange,
}: ChoiceProps<V>) {
  return (
    <Select<V>
      id={id}
      value={value ?? undefined}
      options={options}
      notFoundContent={TEXTS.empty.options}
      disabled={disabled}
      allowClear={allowClear}
      status={invalid ? 'error' : undefined}
      onChange={(next) => onChange(next ?? null)}
      style={{ width: '100%' }}
    />
  );
}
