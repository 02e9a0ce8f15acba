import type { RemoteAppProps } from '@platform/shared';

/** Root of mf-wholesale: routes owned by this area render here. */
export function WholesaleApp(_props: RemoteAppProps) {
  return <div data-area="mf_wholesale" />;
}
