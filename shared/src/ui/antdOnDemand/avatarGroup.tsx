// antd's Avatar carries `Avatar.Group` (ADR 257): loaded when first drawn; the avatars show side
// by side meanwhile.
import type { AvatarGroupProps } from 'antd/es/avatar/AvatarGroup';
import { onDemand } from '../onDemand';

const AvatarGroup = onDemand<AvatarGroupProps>(
  () => import(/* webpackChunkName: "antd-avatar-group" */ 'antd/es/avatar/AvatarGroup.js'),
  ({ children, className, style }) => (
    <div className={className} style={{ display: 'inline-flex', ...style }}>
      {children}
    </div>
  ),
);
export default AvatarGroup;
