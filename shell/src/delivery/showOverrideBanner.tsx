import { createRoot } from 'react-dom/client';
import { AreaProviders } from '@platform/shared/ui';
import { OverrideBanner } from './OverrideBanner';
import type { RemoteOverride } from './override';

/** Draws the banner of a browser override in its own root at the end of the page (ADR 160). */
export function showOverrideBanner(override: RemoteOverride, onReset: () => void): void {
  const host = document.createElement('div');
  host.id = 'shell-override-banner';
  document.body.appendChild(host);
  createRoot(host).render(
    <AreaProviders>
      <OverrideBanner override={override} onReset={onReset} />
    </AreaProviders>,
  );
}
