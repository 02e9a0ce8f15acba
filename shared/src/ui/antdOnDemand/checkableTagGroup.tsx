// antd's Tag carries `Tag.CheckableTagGroup` (ADR 257): loaded when first drawn, a busy box of a
// tag's height meanwhile.
import type { CheckableTagGroupProps } from 'antd/es/tag/CheckableTagGroup';
import { onDemand } from '../onDemand';

const CheckableTagGroup = onDemand<CheckableTagGroupProps>(
  () =>
    import(/* webpackChunkName: "antd-checkable-tag-group" */ 'antd/es/tag/CheckableTagGroup.js'),
  <span role="status" aria-busy="true" aria-label="Loading" style={{ minHeight: 24 }} />,
);
export default CheckableTagGroup;
