// antd's components that a signed-in start does not draw (ADR 247). The build sends these names to
// their own share key ('@platform/antd-later'); this module is only reached through `later.tsx`,
// so the start's chunks never wait for that facade.
export { AutoComplete, DatePicker, Image, InputNumber, Steps } from 'antd';
