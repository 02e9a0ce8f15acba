export { DATE_MESSAGES, isDateOnly, isInstant } from './dates';
export { pdfSafe } from './pdf-text';
export {
  addDays,
  clockMinutes,
  dateInZone,
  daysBetween,
  endOfDay,
  isClockTime,
  isDate,
  isTimeZone,
  offsetMinutes,
  startOfDay,
  wallToUtc,
  weekdayOf,
} from './zones';
export { CONTACT_ADMIN_MESSAGE, REQUIRED_MESSAGE } from './messages';
