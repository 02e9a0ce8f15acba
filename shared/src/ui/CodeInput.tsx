import { Input, type InputRef } from 'antd';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

export const DEFAULT_CODE_LENGTH = 6;

export interface CodeInputProps {
  /** Called with the whole code as soon as the last digit is filled (typed or pasted). */
  onComplete: (code: string) => void;
  /** Called with the digits so far on every change. */
  onChange?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Accessible name of the group, e.g. 'Verification code'. */
  label?: string;
}

/**
 * Single-digit boxes for a one-time code: typing moves to the next box, Backspace to the
 * previous one, and a pasted or auto-filled code spreads over the boxes. To clear it, remount
 * it with a new `key`.
 */
export function CodeInput(props: CodeInputProps) {
  const { onComplete, onChange, disabled, autoFocus = true, label = 'Verification code' } = props;
  const length = props.length ?? DEFAULT_CODE_LENGTH;
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const inputs = useRef<Array<InputRef | null>>([]);

  const focus = (index: number) => {
    inputs.current[Math.max(0, Math.min(index, length - 1))]?.focus();
  };

  const commit = (next: string[], focusIndex: number) => {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    focus(focusIndex);
    if (next.every((digit) => digit !== '')) onComplete(code);
  };

  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    let index = start;
    for (const digit of incoming) {
      if (index >= length) break;
      next[index++] = digit;
    }
    commit(next, index);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      const target = digits[index] === '' ? index - 1 : index;
      if (target < 0) return;
      next[target] = '';
      commit(next, target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  // Reached by auto-fill and keyboards that send no key code (some Android keyboards).
  const onInput = (index: number, value: string) => {
    const typed = digits[index] !== '' && value.startsWith(digits[index]) ? value.slice(1) : value;
    if (value === '')
      commit(
        digits.map((digit, i) => (i === index ? '' : digit)),
        index,
      );
    else fill(index, typed);
  };

  return (
    <div role="group" aria-label={label} style={{ display: 'flex', gap: 8 }}>
      {digits.map((digit, index) => (
        <Input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          style={{ width: 44, textAlign: 'center', fontSize: 18 }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => onInput(index, event.target.value)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
