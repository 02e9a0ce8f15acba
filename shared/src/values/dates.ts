// Dates as records store them, checked the same way by the browser and the API server (which
// loads this file compiled, see docs/decisions/100). No time zone is involved in a calendar date.

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 does not). */
export function isDateOnly(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/** An instant with its zone, e.g. '2026-03-11T01:30:00.000Z' or '…+11:00'. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/.exec(
      value,
    );
  return match !== null && isDateOnly(match[1]) && !Number.isNaN(Date.parse(value));
}

export const DATE_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  instant: 'Enter a date and time with its zone (ISO 8601).',
} as const;
