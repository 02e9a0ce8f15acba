// The shell's antd parts (chrome, own pages, overlays), loaded on demand by onDemand.tsx so the
// sign-in page does not load antd (ADR 169). One chunk: a signed-in page needs them all.
import { AreaProviders } from '@platform/shared/ui';
import type { RuntimeConfig } from './config';
import { Chrome } from './chrome/Chrome';
import { Overlays } from './chrome/Overlays';
import { ShellPages } from './pages/ShellPages';

export function ChromeArea({ config }: { config: RuntimeConfig }) {
  return (
    <AreaProviders>
      <Chrome config={config} />
    </AreaProviders>
  );
}

export function PagesArea({ developmentPages }: { developmentPages: boolean }) {
  return (
    <AreaProviders>
      <ShellPages developmentPages={developmentPages} />
    </AreaProviders>
  );
}

export function OverlaysArea() {
  return (
    <AreaProviders>
      <Overlays />
    </AreaProviders>
  );
}
