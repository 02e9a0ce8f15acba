import type { RemoteAppProps } from '@platform/shared';

/** Root of mf-fabrication: routes owned by this area render here. */
export function FabricationApp(_props: RemoteAppProps) {
  return <div data-area="mf_fabrication" />;
}
