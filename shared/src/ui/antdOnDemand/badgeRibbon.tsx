// antd's Badge carries its corner ribbon as `Badge.Ribbon` (ADR 257): loaded when first drawn;
// the wrapped content shows meanwhile, the ribbon once it is in.
import type { RibbonProps } from 'antd/es/badge/Ribbon';
import { onDemand } from '../onDemand';

const Ribbon = onDemand<RibbonProps>(
  () => import(/* webpackChunkName: "antd-badge-ribbon" */ 'antd/es/badge/Ribbon.js'),
  ({ children }) => <div style={{ position: 'relative' }}>{children}</div>,
);
export default Ribbon;
