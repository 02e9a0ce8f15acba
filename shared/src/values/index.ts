export { DATE_MESSAGES, isDateOnly, isInstant } from './dates';
export {
  DEFAULT_PHONE_REGION,
  INVALID_PHONE_MESSAGE,
  PHONE_MAX_LENGTH,
  formatPhone,
  isValidPhone,
  normalisePhone,
  phoneError,
} from './phone';
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
