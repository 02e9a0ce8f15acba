/**
 * Minutes as the spec's totals read: 'H hours M minutes (decimal)', e.g. 90 →
 * '1 hours 30 minutes (1.50)'. Negative totals keep their sign in front.
 */
export function formatHoursMinutes(minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && whole > 0 ? '-' : '';
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${sign}${hours} hours ${rest} minutes (${sign}${(whole / 60).toFixed(2)})`;
}
