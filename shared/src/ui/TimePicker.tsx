import { Input, Typography } from 'antd';
import { useState } from 'react';
import {
  INVALID_TIME_MESSAGE,
  TIME_INPUT_PLACEHOLDER,
  applyTimeMask,
  formatTimeValue,
  readTimeInput,
} from './timeInput';

export interface TimePickerProps {
  /** The stored 24-hour 'HH:MM' value. */
  value?: string | null;
  /** Called with a valid 24-hour 'HH:MM' value only. */
  onChange?: (value: string) => void;
  /** Called when the text is emptied (a form field that may be left blank). */
  onClear?: () => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The platform's time picker (spec §4): a typed input with the mask ##:## AA that emits only
 * valid values, used by the time_picker widget and by forms' time fields.
 */
export function TimePicker(props: TimePickerProps) {
  const { value, onChange, onClear, disabled, id } = props;
  const [text, setText] = useState(() => formatTimeValue(value));
  const [error, setError] = useState<string | null>(null);
  const [givenValue, setGivenValue] = useState(value);

  // A new value from outside replaces what is typed (the form was reset or loaded).
  if (value !== givenValue) {
    setGivenValue(value);
    setText(formatTimeValue(value));
    setError(null);
  }

  const change = (raw: string) => {
    const masked = applyTimeMask(raw);
    setText(masked);
    const result = readTimeInput(masked);
    if (result.status === 'invalid') setError(result.message);
    else setError(null);
    if (result.status === 'valid' && result.value !== value) onChange?.(result.value);
    if (result.status === 'empty' && value) onClear?.();
  };

  const blur = () => {
    const result = readTimeInput(text);
    if (result.status === 'incomplete') setError(INVALID_TIME_MESSAGE);
  };

  return (
    <div>
      <Input
        id={id}
        aria-label={props['aria-label'] ?? 'Time'}
        value={text}
        placeholder={TIME_INPUT_PLACEHOLDER}
        maxLength={8}
        disabled={disabled}
        status={error ? 'error' : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={blur}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
