import { Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import {
  BOOT_SIGN_IN_ID,
  bus,
  notificationStore,
  readBootSignIn,
  sendEarlySignIn,
  session,
  useLatch,
  useLocation,
} from '@platform/shared';
import type { RuntimeConfig } from './config';
import { shellPageShown } from './routes';
import { listenForDeepLinks } from './chrome/appPath';
import { pageVersionPrompt } from './chrome/version/versionPrompt';

// The shell's chrome, pages and overlays draw with antd; the sign-in page shows none of them. Each
// root below decides, without antd, whether its part is on screen and loads it only then (ADR 169).
type ShellAreas = typeof import('./shellAreas');

let loadedAreas: ShellAreas | undefined;
const areasListeners = new Set<() => void>();

/** The module of the shell's antd parts, kept once loaded (the sign-in warm-up loads it, ADR 227). */
export function loadShellAreas(): Promise<ShellAreas> {
  return import('./shellAreas').then((areas) => {
    if (!loadedAreas) {
      loadedAreas = areas;
      for (const listener of [...areasListeners]) listener();
    }
    return areas;
  });
}

function subscribeToAreas(listener: () => void): () => void {
  areasListeners.add(listener);
  return () => areasListeners.delete(listener);
}

const currentAreas = () => loadedAreas;

/** Waits before loading the parts again after a failed load: 1 s, doubling up to 30 s. */
export function areasRetryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

// One load of the parts at a time for all the roots that want them, and one retry after a failed
// one: the roots only say whether they want the parts (wantShellAreas).
let wanted = 0;
let loading = false;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;

function loadWantedAreas(): void {
  if (loadedAreas || loading || retry !== undefined || wanted === 0) return;
  loading = true;
  loadShellAreas().then(
    () => {
      loading = false;
      failures = 0;
    },
    () => {
      loading = false;
      if (wanted === 0) return;
      retry = setTimeout(() => {
        retry = undefined;
        loadWantedAreas();
      }, areasRetryDelay(failures++));
    },
  );
}

/**
 * Says that a root wants the parts on screen: they are loaded unless they are or a load is on its
 * way, and a failed load is tried again, 1 s later and then less and less often, while any root
 * still wants them. Returns the root's release.
 */
function wantShellAreas(): () => void {
  wanted += 1;
  loadWantedAreas();
  return () => {
    wanted -= 1;
    if (wanted > 0 || retry === undefined) return;
    clearTimeout(retry);
    retry = undefined;
  };
}

/** Forgets the loaded parts and any load, as on a page that has not loaded them yet: between tests. */
export function forgetShellAreas(): void {
  loadedAreas = undefined;
  clearTimeout(retry);
  retry = undefined;
  loading = false;
  failures = 0;
}

let pressed = false;

/**
 * Whether Sign in was pressed on this page (seen by `loadChromeOnSignInPress`): from then on the
 * signed-in start asks for what it needs, and the warm-up stops guessing (ADR 252).
 */
export function signInPressed(): boolean {
  return pressed;
}

const pressListeners = new Set<() => void>();

/**
 * Calls `listener` once, when Sign in is pressed (at once when it was already): what else a
 * signed-in start can begin while the sign-in is on its way. Returns the stop.
 */
export function onSignInPress(listener: () => void): () => void {
  if (pressed) {
    listener();
    return () => undefined;
  }
  pressListeners.add(listener);
  return () => pressListeners.delete(listener);
}

/** Forgets a press and its listeners: between tests. */
export function resetSignInPressed(): void {
  pressed = false;
  pressListeners.clear();
}

/**
 * Loads the chrome's module (and the shared antd it consumes) as soon as Sign in is pressed, not
 * once the sign-in is answered (ADR 250). Pressed the moment the form shows, nothing was fetched
 * while typing; starting here puts the start's largest files on the line sooner, with the page's
 * own priority rather than a prefetch's. The press is either on the page's early form (ADR 172),
 * before mf-auth has loaded to carry it out, or mf-auth's `auth/signing-in`, sent with the request.
 * A press on the early form also sends the sign-in itself (ADR 264). A failed load costs nothing:
 * the signed-in start asks for it again. Returns the stop.
 */
export function loadChromeOnSignInPress(
  load: () => Promise<unknown> = loadShellAreas,
  doc: Document = document,
  sendEarly: typeof sendEarlySignIn = sendEarlySignIn,
): () => void {
  const start = () => {
    const first = !pressed;
    pressed = true;
    if (session.isLoggedIn) return;
    load().then(
      // For tools and tests that look at the page: loaded before the sign-in was answered.
      () => !session.isLoggedIn && (doc.documentElement.dataset.chromeLoaded = 'on-press'),
      () => undefined,
    );
    if (!first) return;
    const listeners = [...pressListeners];
    pressListeners.clear();
    for (const listener of listeners) listener();
  };
  // An early form pressed with both fields filled in (mf-auth checks them when it takes over).
  const bootPressed = () => {
    const boot = readBootSignIn(doc);
    return Boolean(boot?.email.trim() && boot.password);
  };
  // The early form's sign-in is sent now, once a page, ahead of the chrome's files; mf-auth takes
  // its answer when it carries the press out (ADR 264).
  let sentEarly = false;
  const startBootSignIn = () => {
    const boot = readBootSignIn(doc);
    if (boot && !sentEarly && !session.isLoggedIn) {
      sentEarly = sendEarly(boot, new URLSearchParams(doc.location?.search ?? '').get('intended'));
    }
    start();
  };
  const onSubmit = (event: Event) => {
    const form = event.target instanceof Element ? event.target : null;
    if (form?.closest(`#${BOOT_SIGN_IN_ID}`) && bootPressed()) startBootSignIn();
  };
  doc.addEventListener('submit', onSubmit, true);
  // Pressed before this code ran: the early form recorded it.
  if (readBootSignIn(doc)?.pending === 'sign-in' && bootPressed()) startBootSignIn();
  const subscription = bus.subscribe('auth/signing-in', start);
  return () => {
    doc.removeEventListener('submit', onSubmit, true);
    subscription.unsubscribe();
  };
}

/**
 * One of those parts: nothing until its module is loaded, then the part, in the render that
 * follows the load at once. React's store subscription draws that render synchronously, in the
 * task where the module arrived, with whatever else that task draws (the dashboard, ADR 273). A
 * lazy component drew it as a Suspense retry instead: time-sliced, and held back to 300 ms after
 * the last fallback, so a sign-in pressed at once showed the widgets first and the side menu some
 * 400 ms later. When the module is already loaded the part is drawn in the same render (ADR 245);
 * it is never remounted. A failed load is tried again (wantShellAreas).
 */
function onDemandArea<P extends object>(pick: (areas: ShellAreas) => ComponentType<P>) {
  return function OnDemandArea(props: P) {
    const areas = useSyncExternalStore(subscribeToAreas, currentAreas);
    useEffect(() => (areas ? undefined : wantShellAreas()), [areas]);
    if (!areas) return null;
    const Area = pick(areas);
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
