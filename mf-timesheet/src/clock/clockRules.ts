import type { BreakReason, TimerType, TimesheetEventType } from '@platform/shared';

export const STATE_LABELS: Record<TimerType, string> = {
  working: 'Working',
  break: 'On break',
  'break-unpaid': 'On unpaid break',
  stop: 'Inactive',
};

/** What the clock dialog allows in each state: Start, Break and Stop. */
export function allowedActions(state: TimerType): {
  start: boolean;
  break: boolean;
  stop: boolean;
} {
  return {
    // Start clocks in from stopped and resumes work from either break.
    start: state !== 'working',
    break: state === 'working',
    stop: state !== 'stop',
  };
}

export const OTHER_REASON_MESSAGE = 'Please type a reason longer than 1 character';

export type BreakChoice =
  | { ok: true; type: Extract<TimesheetEventType, 'break' | 'break-unpaid'>; reason: string }
  | { ok: false; message: string };

/**
 * The break a reason starts: lunch is the unpaid break (break-unpaid), smoko and other are paid
 * (break). 'other' needs typed text longer than 1 character, which becomes the reason.
 */
export function breakChoice(reason: BreakReason, otherText = ''): BreakChoice {
  if (reason === 'lunch') return { ok: true, type: 'break-unpaid', reason: 'lunch' };
  if (reason === 'smoko') return { ok: true, type: 'break', reason: 'smoko' };
  const text = otherText.trim();
  if (text.length > 1) return { ok: true, type: 'break', reason: text };
  return { ok: false, message: OTHER_REASON_MESSAGE };
}

/** Seconds as 'HH:MM:SS' (hours keep counting past 99). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * The two rings of the timer: the main ring fills up to the total working hours; past them the
 * extra-time ring fills with the overtime as a share of the same total.
 */
export function timerRings(
  seconds: number,
  totalSeconds: number,
): { percent: number; extra: number } {
  if (totalSeconds <= 0) return { percent: seconds > 0 ? 100 : 0, extra: 0 };
  const percent = Math.min(100, (seconds / totalSeconds) * 100);
  const over = seconds - totalSeconds;
  const extra = over > 0 ? Math.min(100, (over / totalSeconds) * 100) : 0;
  return { percent, extra };
}

/** The caption of a tracking conflict: 'Location already enabled on {device} device'. */
export function conflictTitle(deviceModel: string | null): string {
  return deviceModel
    ? `Location already enabled on ${deviceModel} device`
    : 'Location already enabled on another device';
}

export const CONFLICT_CAPTION = 'This will disable location tracking, are you sure?';
