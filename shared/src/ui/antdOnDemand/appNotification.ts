// antd's App imports its useNotification hook from here (AntdOnDemandPlugin, ADR 255): the stand-in that
// loads antd's when first used.
export { useNotification as default } from './feedback';
