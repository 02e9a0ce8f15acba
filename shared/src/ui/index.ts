export { CodeInput, DEFAULT_CODE_LENGTH } from './CodeInput';
export type { CodeInputProps } from './CodeInput';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { confirmAsync } from './confirmAsync';
export type { ConfirmHost, ConfirmOptions } from './confirmAsync';
export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { isTrustedImageOrigin } from './trustedImages';
export {
  sanitizeHtml,
  trustImageOrigin,
  ALLOWED_HTML_TAGS,
  ALLOWED_HTML_ATTRIBUTES,
} from './sanitizeHtml';
export { TimePicker } from './TimePicker';
export type { TimePickerProps } from './TimePicker';
export {
  INVALID_TIME_MESSAGE,
  TIME_INPUT_MASK,
  TIME_INPUT_PLACEHOLDER,
  applyTimeMask,
  formatTimeValue,
  readTimeInput,
} from './timeInput';
export type { TimeInputResult } from './timeInput';
