import type { TimerType, TimesheetEventType } from '@platform/shared/contracts';

/** What a clock change does to the stored rows. */
export interface ClockStep {
  /** Close the open row at the change's instant. */
  close: boolean;
  /** Open a row of this type (null: the clock stops). */
  open: TimesheetEventType | null;
  /** The change begins a new shift (clocking in from stopped). */
  newShift: boolean;
}

export type ClockTransition = { ok: true; step: ClockStep } | { ok: false; message: string };

const BREAKS: TimerType[] = ['break', 'break-unpaid'];

/**
 * The time clock's state machine: stopped → working on Start; working → break or
 * break-unpaid (with a reason); either break → working on Start; any running state → stopped
 * on Stop. Anything else is refused with the reason.
 */
export function clockTransition(current: TimerType, requested: TimerType): ClockTransition {
  if (requested === 'stop') {
    return current === 'stop'
      ? { ok: false, message: 'The clock is already stopped.' }
      : { ok: true, step: { close: true, open: null, newShift: false } };
  }
  if (requested === 'working') {
    if (current === 'working') return { ok: false, message: 'The clock is already running.' };
    return {
      ok: true,
      step: { close: current !== 'stop', open: 'working', newShift: current === 'stop' },
    };
  }
  if (current === 'stop') return { ok: false, message: 'Start the clock before taking a break.' };
  if (BREAKS.includes(current))
    return { ok: false, message: 'Resume work before taking another break.' };
  return { ok: true, step: { close: true, open: requested, newShift: false } };
}

/** A break's reason decides its type: lunch is the unpaid break, everything else is paid. */
export function breakTypeOf(reason: string): 'break' | 'break-unpaid' {
  return reason.trim().toLowerCase() === 'lunch' ? 'break-unpaid' : 'break';
}

/** 'other' breaks need a typed reason longer than 1 character. */
export function validBreakReason(reason: string | undefined): boolean {
  return typeof reason === 'string' && reason.trim().length > 1;
}

/** A span of the shift, for the timer. */
export interface ShiftRow {
  type: string;
  start_at: Date;
  end_at: Date | null;
}

/** Working seconds of a shift at `now`: the sum of its working rows (an open one runs to now). */
export function workedSeconds(rows: ShiftRow[], now: Date): number {
  let total = 0;
  for (const row of rows) {
    if (row.type !== 'working') continue;
    const end = row.end_at ?? now;
    total += Math.max(0, end.getTime() - row.start_at.getTime());
  }
  return Math.floor(total / 1000);
}

/** Hours between two instants, two decimals. */
export function hoursBetween(start: Date, end: Date): number {
  return Math.round(((end.getTime() - start.getTime()) / 3_600_000) * 100) / 100;
}

/** The activity column of today's timesheet. */
export function activityLabel(type: string, reason: string | null): string {
  if (type === 'working') return 'Working';
  const name = type === 'break-unpaid' ? 'Unpaid break' : 'Break';
  return reason ? `${name} (${reason})` : name;
}
