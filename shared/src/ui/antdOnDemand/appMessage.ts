// antd's App imports its useMessage hook from here (AntdOnDemandPlugin, ADR 255): the stand-in that
// loads antd's when first used.
export { useMessage as default } from './feedback';
