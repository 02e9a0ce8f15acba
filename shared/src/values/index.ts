export { DATE_MESSAGES, isDateOnly, isInstant } from './dates';
export { pdfSafe } from './pdf-text';
