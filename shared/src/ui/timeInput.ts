/** The time picker's input mask: two digits, a colon, two digits, a space and AM or PM. */
export const TIME_INPUT_MASK = '##:## AA';
export const TIME_INPUT_PLACEHOLDER = 'hh:mm AM/PM';
export const INVALID_TIME_MESSAGE = 'Invalid Format: hh:mm AM/PM';

const PATTERN = /^(\d{1,2}):(\d{2})(?:\s*([AP]M))?$/;

/**
 * Applies the mask ##:## AA to typed text: digits fill the hour and minutes (a typed colon
 * after one digit keeps a one-digit hour), letters fill AM/PM.
 */
export function applyTimeMask(raw: string): string {
  const text = raw.toUpperCase();
  const colon = text.indexOf(':');
  const digitsBefore = (colon === -1 ? text : text.slice(0, colon)).replace(/\D/g, '');
  let hour: string;
  let minute: string;
  if (colon !== -1 && digitsBefore.length <= 2) {
    hour = digitsBefore;
    minute = text
      .slice(colon + 1)
      .replace(/\D/g, '')
      .slice(0, 2);
  } else {
    const digits = text.replace(/\D/g, '').slice(0, 4);
    hour = digits.slice(0, 2);
    minute = digits.slice(2, 4);
  }
  const letters = text.replace(/[^AMP]/g, '');
  const first = letters[0] === 'A' || letters[0] === 'P' ? letters[0] : '';
  const meridiem = first ? `${first}M` : '';
  let masked = hour;
  if (minute || colon !== -1 || hour.length === 2) masked += hour ? ':' : '';
  masked += minute;
  if (meridiem && minute.length === 2) masked += ` ${meridiem}`;
  return masked;
}

export type TimeInputResult =
  | { status: 'empty' }
  | { status: 'incomplete' }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; value: string };

/**
 * Reads the picker's text. The hour is 0–23 (one digit allowed), minutes 00–59, AM/PM optional.
 * A valid value is the 24-hour 'HH:MM' string the form stores.
 */
export function readTimeInput(text: string): TimeInputResult {
  const trimmed = text.trim().toUpperCase();
  if (!trimmed) return { status: 'empty' };
  const match = PATTERN.exec(trimmed);
  if (!match) {
    return /^\d{0,2}:?\d?$/.test(trimmed)
      ? { status: 'incomplete' }
      : { status: 'invalid', message: INVALID_TIME_MESSAGE };
  }
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3];
  if (hour > 23 || minute > 59) return { status: 'invalid', message: INVALID_TIME_MESSAGE };
  if (meridiem) {
    if (hour > 12 && meridiem === 'AM') return { status: 'invalid', message: INVALID_TIME_MESSAGE };
    if (hour <= 12) hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  return {
    status: 'valid',
    value: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  };
}

/** A stored 'HH:MM' value as the picker shows it ('hh:mm AM'); '' when it is not a time. */
export function formatTimeValue(value: string | null | undefined): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)/.exec(value ?? '');
  if (!match) return '';
  const hour = Number(match[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
