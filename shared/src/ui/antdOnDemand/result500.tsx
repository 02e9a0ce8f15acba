// antd's Result draws this illustration for `status="500"` (ADR 249): loaded when first drawn;
// the image's box (antd's `-image` element) keeps its size meanwhile.
import { onDemand } from '../onDemand';

const Illustration = onDemand<object>(
  () => import(/* webpackChunkName: "antd-result-500" */ 'antd/es/result/serverError.js'),
  null,
);
export default Illustration;
