// @platform/shared/ui: the kernel's antd components, shared as their own singleton so a page
// that draws no antd component (the sign-in page) loads neither them nor antd (ADR 169).
// Everything here imports the rest of the kernel as '@platform/shared', never by a relative
// path: a relative import would put a second copy of its state (session, bus) in this module.
export { AreaProviders, PLATFORM_THEME } from './AreaProviders';
export { createRemoteApp } from './createRemoteApp';
export { NotificationHost } from './NotificationHost';
export type { NotificationHostProps } from './NotificationHost';
export { CodeInput, DEFAULT_CODE_LENGTH } from './CodeInput';
export type { CodeInputProps } from './CodeInput';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { onDemand } from './onDemand';
export type { OnDemandComponent } from './onDemand';
export { confirmAsync } from './confirmAsync';
export type { ConfirmHost, ConfirmOptions } from './confirmAsync';
export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
export { htmlToText } from './htmlToText';
export { WrappingTabs, WRAPPING_TABS_CLASS } from './WrappingTabs';
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
