import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { notificationStore, session, useLatch, useLocation } from '@platform/shared';
import type { RuntimeConfig } from './config';
import { shellPageShown } from './routes';
import { listenForDeepLinks } from './chrome/appPath';
import { pageVersionPrompt } from './chrome/version/versionPrompt';

// The shell's chrome, pages and overlays draw with antd; the sign-in page shows none of them. Each
// root below decides, without antd, whether its part is on screen and loads it only then (ADR 169).
type ShellAreas = typeof import('./shellAreas');

let loadedAreas: ShellAreas | undefined;

/** The module of the shell's antd parts, kept once loaded (the sign-in warm-up loads it, ADR 227). */
export function loadShellAreas(): Promise<ShellAreas> {
  return import('./shellAreas').then((areas) => (loadedAreas = areas));
}

/**
 * One of those parts. When its module is already loaded it is drawn in the same render: a lazy
 * component suspends on its first render even then, and React draws the retry time-sliced, in
 * small slices between every other task of the signed-in start (ADR 245). Which of the two it is
 * is settled when the part mounts, so it never remounts.
 */
function onDemandArea<P extends object>(pick: (areas: ShellAreas) => ComponentType<P>) {
  const LazyArea = lazy(() => loadShellAreas().then((areas) => ({ default: pick(areas) })));
  return function OnDemandArea(props: P) {
    const [Area] = useState<ComponentType<P>>(() => (loadedAreas ? pick(loadedAreas) : LazyArea));
    return <Area {...props} />;
  };
}

const ChromeArea = onDemandArea((areas) => areas.ChromeArea);
const PagesArea = onDemandArea((areas) => areas.PagesArea);
const OverlaysArea = onDemandArea((areas) => areas.OverlaysArea);

/** The top bar, drawer and assistant: there is chrome only for someone signed in. */
export const ChromeRoot = observer(function ChromeRoot({ config }: { config: RuntimeConfig }) {
  const shown = useLatch(session.isLoggedIn);
  // Deep links opened in the native app lead somewhere even before anyone signs in.
  useEffect(() => listenForDeepLinks(() => session.orgPrefix), []);
  useEffect(() => {
    if (shown) return;
    document.body.dataset.chrome = 'none';
    document.body.dataset.drawer = 'closed';
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ChromeArea config={config} />
    </Suspense>
  );
});

/** Home, logout, notifications, development pages and not-found, when the path is the shell's. */
export const PagesRoot = observer(function PagesRoot(props: { developmentPages: boolean }) {
  const { pathname } = useLocation();
  const shown = useLatch(shellPageShown(pathname, props.developmentPages));
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PagesArea developmentPages={props.developmentPages} />
    </Suspense>
  );
});

/** Toasts, the version prompt and the signed-in overlays, from the first moment one is needed. */
export const OverlaysRoot = observer(function OverlaysRoot() {
  const shown = useLatch(
    session.isLoggedIn || notificationStore.toasts.length > 0 || pageVersionPrompt.open,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <OverlaysArea />
    </Suspense>
  );
});
