import { api, webDeviceInfo, type DeviceInfo } from '@platform/shared';

/** This device as the call layer announces it (the native shell may override the web defaults). */
export function currentDevice(): DeviceInfo {
  return api.options.getDeviceInfo?.() ?? webDeviceInfo();
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/**
 * Only a phone may take over location tracking from another device: the native app reports its
 * platform as the device type, a phone browser is recognised by its user agent.
 */
export function isMobileDevice(
  device: DeviceInfo,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): boolean {
  return (
    device.device_type === 'ios' || device.device_type === 'android' || MOBILE_AGENT.test(userAgent)
  );
}
