// antd's Tag carries `Tag.CheckableTag` (ADR 257): loaded when first drawn; its label shows,
// busy, meanwhile.
import type { CheckableTagProps } from 'antd/es/tag/CheckableTag';
import { onDemand } from '../onDemand';

const CheckableTag = onDemand<CheckableTagProps>(
  () => import(/* webpackChunkName: "antd-checkable-tag" */ 'antd/es/tag/CheckableTag.js'),
  ({ children, className, style }) => (
    <span className={className} style={style} aria-busy="true">
      {children}
    </span>
  ),
);
export default CheckableTag;
