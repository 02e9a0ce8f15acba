export { DATE_MESSAGES, isDateOnly, isInstant } from './dates';
