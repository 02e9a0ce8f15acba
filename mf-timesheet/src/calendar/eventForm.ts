import type { TimesheetEvent, TimesheetEventType, TimesheetSaveRequest } from '@platform/shared';
import { occurrencesOf } from './occurrences';
import { competes, normaliseSpans, type Span } from './slots';
import {
  DATE_MASK,
  TIME_MASK,
  hhmmToMinutes,
  inZone,
  maskToMinutes,
  minutesIntoDay,
  minutesToHhmm,
  minutesToMask,
  wallClockToUtc,
  type Dayjs,
} from './time';

/** Dated events happen on a date; schedule entries repeat on weekdays. */
export type FormMode = 'dated' | 'schedule';

export const EVENT_TYPE_LABELS: Record<TimesheetEventType, string> = {
  working: 'Working',
  break: 'Paid break',
  'break-unpaid': 'Unpaid break',
};

export interface EventFormValues {
  type: TimesheetEventType | null;
  /** Schedule entries: weekdays (0 Sunday … 6 Saturday). */
  days: number[];
  /** Dated events: YYYY-MM-DD. */
  date: string;
  /** 'hh:mm AM' or '' when not chosen. */
  start: string;
  end: string;
  currentlyWorking: boolean;
}

export const FORM_MESSAGES = {
  type: 'Please select a type',
  day: 'Please select a day',
  start: 'Please select a start time',
  end: 'Please select an end time',
} as const;

export type FormErrors = Partial<Record<'type' | 'day' | 'start' | 'end', string>>;

/** The form as it opens: empty on create (no date, not currently working), filled on edit. */
export function initialValues(
  event: TimesheetEvent | null,
  mode: FormMode,
  zone: string,
): EventFormValues {
  if (!event) {
    return { type: null, days: [], date: '', start: '', end: '', currentlyWorking: false };
  }
  if (mode === 'schedule') {
    const start = hhmmToMinutes(event.start_time);
    const end = event.end_time ? hhmmToMinutes(event.end_time) : null;
    return {
      type: event.type,
      days: event.day === null ? [] : [event.day],
      date: '',
      start: start === null ? '' : minutesToMask(start),
      end: end === null ? '' : minutesToMask(end),
      currentlyWorking: false,
    };
  }
  const start = inZone(event.start_time, zone);
  return {
    type: event.type,
    days: [],
    date: start.format(DATE_MASK),
    start: start.format(TIME_MASK),
    end: event.end_time ? inZone(event.end_time, zone).format(TIME_MASK) : '',
    currentlyWorking: !event.end_time,
  };
}

/** Checks the form; an empty result means it can be saved. */
export function validateEventForm(values: EventFormValues, mode: FormMode): FormErrors {
  const errors: FormErrors = {};
  if (!values.type) errors.type = FORM_MESSAGES.type;
  if (mode === 'schedule' ? values.days.length === 0 : !values.date) errors.day = FORM_MESSAGES.day;
  if (maskToMinutes(values.start) === null) errors.start = FORM_MESSAGES.start;
  const endNeeded = mode === 'schedule' || !values.currentlyWorking;
  if (endNeeded) {
    const start = maskToMinutes(values.start);
    const end = maskToMinutes(values.end);
    if (end === null || (start !== null && end <= start)) errors.end = FORM_MESSAGES.end;
  }
  return errors;
}

export interface SaveContext {
  event: TimesheetEvent | null;
  zone: string;
  userId: number;
  /** The range the calendar shows, sent as date and to_date. */
  range: { from: string; to: string };
}

/**
 * The save payload: times converted to UTC for dated events, or 24-hour HH:mm for day-based
 * schedule entries. Call only with values that passed validation.
 */
export function toSavePayload(
  values: EventFormValues,
  mode: FormMode,
  context: SaveContext,
): TimesheetSaveRequest {
  const { event, zone, userId, range } = context;
  const type = values.type as TimesheetEventType;
  const base = {
    item_id: event?.id ?? null,
    id: event?.id ?? null,
    user_id: event?.user_id ?? userId,
    title: event && event.type === type ? event.title : EVENT_TYPE_LABELS[type],
    description: event?.description ?? null,
    type,
    date: range.from,
    to_date: range.to,
  };
  if (mode === 'schedule') {
    return {
      ...base,
      day: [...values.days].sort((a, b) => a - b),
      start_time: minutesToHhmm(maskToMinutes(values.start) ?? 0),
      end_time: minutesToHhmm(maskToMinutes(values.end) ?? 0),
      timezone: event?.timezone ?? zone,
      currently_working: false,
    };
  }
  return {
    ...base,
    day: null,
    start_time: wallClockToUtc(values.date, values.start, zone) ?? '',
    end_time: values.currentlyWorking ? null : wallClockToUtc(values.date, values.end, zone),
    timezone: zone,
    currently_working: values.currentlyWorking,
  };
}

/** Spans of the chosen date already taken by the user's recorded events (the edited one left out). */
export function datedUsedSpans(
  events: TimesheetEvent[],
  date: string,
  zone: string,
  userId: number,
  editingId: number | null,
  now: Dayjs,
): Span[] {
  if (!date) return [];
  const mine = events.filter((e) => e.user_id === userId && e.id !== editingId && !e.schedule);
  const spans = occurrencesOf(mine, { from: date, to: date, zone, now, showSchedule: false }).map(
    (item) => ({
      start: minutesIntoDay(item.start, date, zone),
      end: minutesIntoDay(item.end, date, zone),
    }),
  );
  return normaliseSpans(spans);
}

/** Spans of the chosen weekdays already taken by competing schedule entries of the user. */
export function scheduleUsedSpans(
  events: TimesheetEvent[],
  days: number[],
  type: TimesheetEventType | null,
  userId: number,
  editingId: number | null,
): Span[] {
  const spans: Span[] = [];
  for (const entry of events) {
    if (!entry.schedule || entry.user_id !== userId || entry.id === editingId) continue;
    if (entry.day === null || !days.includes(entry.day)) continue;
    if (type && !competes(type, entry.type, 'schedule')) continue;
    const start = hhmmToMinutes(entry.start_time);
    const end = entry.end_time ? hhmmToMinutes(entry.end_time) : null;
    if (start !== null && end !== null) spans.push({ start, end });
  }
  return normaliseSpans(spans);
}
