// antd's App imports its useModal hook from here (AntdOnDemandPlugin, ADR 255): the stand-in that
// loads antd's when first used.
export { useModal as default } from './feedback';
