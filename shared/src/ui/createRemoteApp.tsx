import { createRemoteLifecycles, type RemoteAppOptions } from '@platform/shared';
import { AreaProviders } from './AreaProviders';

/**
 * single-spa lifecycles for a remote's `./app` whose pages use antd: the kernel's lifecycles
 * (error boundary, fallback with Retry) inside the platform's antd providers.
 */
export function createRemoteApp(options: RemoteAppOptions) {
  return createRemoteLifecycles({ ...options, Providers: AreaProviders });
}
