import type { RemoteAppProps } from '@platform/shared';

/** Root of mf-views: routes owned by this area render here. */
export function ViewsApp(_props: RemoteAppProps) {
  return <div data-area="mf_views" />;
}
