/** Days of a planner week, Monday first. */
export const DAYS_PER_WEEK = 7;
/** Longest event text of one day. */
export const EVENT_MAX_LENGTH = 500;

export const PLANNER_MESSAGES = {
  notMonday: 'The week must start on a Monday (YYYY-MM-DD).',
  saved: 'Week saved',
  recordNotFound: 'Record not found.',
  documentNotFound: 'Document not found.',
} as const;

/** True for a real calendar date 'YYYY-MM-DD' that falls on a Monday. */
export function isMondayIso(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCDay() === 1;
}

/** Seven texts, Monday first: what is stored, padded with '' when a stored row is shorter. */
export function normaliseEvents(events: unknown): string[] {
  const list = Array.isArray(events) ? events : [];
  return Array.from({ length: DAYS_PER_WEEK }, (_, day) =>
    typeof list[day] === 'string' ? (list[day] as string) : '',
  );
}

/** How each kind of sales event is drawn on the timeline (spec §3 "Timeline item"). */
export const TIMELINE_KINDS: Record<string, { label: string; color: string; icon: string }> = {
  created: { label: 'Created', color: '#1677ff', icon: 'plus' },
  quoted: { label: 'Quoted', color: '#722ed1', icon: 'file-text' },
  measured: { label: 'Measured', color: '#13c2c2', icon: 'column-width' },
  approved: { label: 'Approved', color: '#52c41a', icon: 'check' },
  note: { label: 'Note', color: '#8c8c8c', icon: 'message' },
  status_change: { label: 'Status change', color: '#fa8c16', icon: 'swap' },
};

export const TIMELINE_KIND_NAMES = Object.keys(TIMELINE_KINDS);

export function timelineStyle(kind: string): { label: string; color: string; icon: string } {
  return TIMELINE_KINDS[kind] ?? { label: kind, color: '#8c8c8c', icon: 'clock' };
}
