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
