import { session, type RemoteDescriptor } from '@platform/shared';
import { applyOverride, checkStoredOverride, clearOverride } from './override';

/**
 * The manifest's remotes with this browser's override applied, once the API has checked it
 * (ADR 160), and the banner that shows it; the remotes as they are otherwise.
 */
export async function withBrowserOverride(
  remotes: RemoteDescriptor[],
  apiBaseUrl: string,
): Promise<RemoteDescriptor[]> {
  const override = await checkStoredOverride({ apiBaseUrl, bearerToken: session.bearerToken });
  const applied = override ? applyOverride(remotes, override) : null;
  if (!override || !applied) return remotes;
  // The banner draws with antd: loaded only for a browser with an override (ADR 169).
  void import('./showOverrideBanner').then(({ showOverrideBanner }) =>
    showOverrideBanner(override, () => {
      clearOverride();
      window.location.reload();
    }),
  );
  return applied;
}
