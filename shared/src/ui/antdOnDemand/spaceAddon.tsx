// antd's Space carries `Space.Addon`, a cell of a compact group (ADR 257): loaded when first
// drawn; its content shows meanwhile.
import type { SpaceCompactCellProps } from 'antd/es/space/Addon';
import { onDemand } from '../onDemand';

const Addon = onDemand<SpaceCompactCellProps>(
  () => import(/* webpackChunkName: "antd-space-addon" */ 'antd/es/space/Addon.js'),
  ({ children, className, style }) => (
    <span className={className} style={style}>
      {children}
    </span>
  ),
);
export default Addon;
