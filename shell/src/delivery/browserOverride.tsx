import { createRoot } from 'react-dom/client';
import { AreaProviders, session, type RemoteDescriptor } from '@platform/shared';
import { OverrideBanner } from './OverrideBanner';
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
  const host = document.createElement('div');
  host.id = 'shell-override-banner';
  document.body.appendChild(host);
  createRoot(host).render(
    <AreaProviders>
      <OverrideBanner
        override={override}
        onReset={() => {
          clearOverride();
          window.location.reload();
        }}
      />
    </AreaProviders>,
  );
  return applied;
}
