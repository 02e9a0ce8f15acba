import type { RemoteAppProps } from '@platform/shared';

/** Root of mf-quoting: routes owned by this area render here. */
export function QuotingApp(_props: RemoteAppProps) {
  return <div data-area="mf_quoting" />;
}
