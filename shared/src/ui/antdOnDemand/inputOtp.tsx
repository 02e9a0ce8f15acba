// antd's Input carries its one-time-code box as `Input.OTP` (ADR 257): no page of the platform
// draws it (the kernel's CodeInput takes codes), so it loads the first time one is drawn, a busy
// box of an input's height meanwhile.
import type { OTPProps } from 'antd/es/input/OTP';
import { onDemand } from '../onDemand';

const OTP = onDemand<OTPProps>(
  () => import(/* webpackChunkName: "antd-input-otp" */ 'antd/es/input/OTP/index.js'),
  <span
    role="status"
    aria-busy="true"
    aria-label="Loading"
    style={{ display: 'inline-block', minWidth: 200, minHeight: 32 }}
  />,
);
export default OTP;
