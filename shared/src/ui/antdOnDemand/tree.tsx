// antd's Table imports Tree for a column filter of `filterMode: 'tree'` (ADR 249): loaded when
// such a filter is first opened.
import type { TreeProps } from 'antd';
import { onDemand } from '../onDemand';

const Tree = onDemand<TreeProps>(
  () => import(/* webpackChunkName: "antd-tree" */ 'antd/es/tree/index.js'),
  <div role="status" aria-busy="true" aria-label="Loading" style={{ minHeight: 64 }} />,
);
export default Tree;
