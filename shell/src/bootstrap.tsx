import { createRoot } from 'react-dom/client';
import {
  bus,
  knownRemotes,
  configureApi,
  dropBootSignIn,
  dropEarlySignIn,
  installEntryErrorGuard,
  navigate,
  parseRemotesManifest,
  registerRemoteDescriptors,
  session,
  type LoadOptions,
} from '@platform/shared';
import { addErrorHandler } from 'single-spa';
import { loadRuntimeConfig } from './config';
import { fetchOnce } from './prefetch';
import { followSidebarEvents } from './chrome/sidebar/sidebarAddress';
import { followDirtyEvents } from './chrome/unsaved/dirtyTracker';
import { registerAreas } from './applications';
import { installRouteGuard } from './installGuard';
import { ChromeRoot, loadChromeOnSignInPress, OverlaysRoot, PagesRoot } from './onDemand';
import { followVersionEvents, pageVersionPrompt } from './chrome/version/versionPrompt';
import { formatTitle, lastPageTitle } from './title';
import { resumeSession } from './resumeSession';
import { keepFileAccess } from './fileAccess';
import { forgetTokenInAddress } from './tokenLink';
import { startLoadTelemetry } from './delivery/startLoadTelemetry';
import { withBrowserOverride } from './delivery/browserOverride';
import { chooseCanaries } from './delivery/canary';

async function loadRemotes(url: string, options: LoadOptions, apiBaseUrl: string): Promise<void> {
  try {
    const response = await fetchOnce(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const manifest: unknown = await response.json();
    // A remote in canary is loaded from the canary by a stable share of users (ADR 161).
    const remotes = chooseCanaries(
      manifest,
      parseRemotesManifest(manifest),
      session.user?.user_id ?? null,
    );
    // An administrator's browser may load another version of one remote (ADR 160).
    registerRemoteDescriptors(await withBrowserOverride(remotes, apiBaseUrl), options);
  } catch (error) {
    // Without a manifest every area shows its fallback; the shell itself keeps working.
    console.error('Could not read the remotes manifest', error);
    registerRemoteDescriptors([], options);
  }
}

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({
    baseUrl: config.apiBaseUrl,
    clientVersion: __PACKAGE_VERSION__,
    buildNumber: __BUILD_NUMBER__,
    onUnauthorized: (intended) => navigate(`/login?intended=${encodeURIComponent(intended)}`),
  });
  session.hydrate();
  // How each remote loads (version, time, failures) goes to the API in batches (ADR 159).
  startLoadTelemetry(config.apiBaseUrl);
  // The session holds a link's token from here on; the address must not keep it (ADR 141).
  forgetTokenInAddress();
  // Images and file links of the API need the file-access cookie while someone is signed in.
  keepFileAccess();
  // Only a token login must finish before routing; refreshing a stored session runs alongside.
  const tokenLogin = Boolean(session.overrideToken) && !session.isLoggedIn;
  const resumed = resumeSession();
  // A restored session's page asks its data now, not once its area has loaded (ADR 210); a token
  // link's page as soon as its sign-in answered, with the data the answer carried (ADR 259).
  if (session.isLoggedIn) void import('./warmup').then((w) => w.startSignedInPage());
  else if (tokenLogin) {
    void resumed.then((landing) => {
      if (session.isLoggedIn) void import('./warmup').then((w) => w.startSignedInPage(landing));
    });
  }

  document.title = formatTitle(config.productName, config.environment);
  bus.subscribe('page/title', ({ pageName, tabName }) => {
    document.title = formatTitle(config.productName, config.environment, pageName, tabName);
    // Kept for the chrome, which may load after the area named its page (chrome/pageTitle.ts).
    Object.assign(lastPageTitle, { pageName, tabName });
  });
  bus.subscribe('navigate', ({ path, replace }) => navigate(path, { replace }));
  followSidebarEvents();
  followDirtyEvents();
  keepBootSignInOnLoginOnly();
  // Pressed before the typing time fetched it, the chrome's code starts with the press (ADR 250).
  loadChromeOnSignInPress();
  // The server's version requirement is kept from the first call; the dialog loads when needed.
  followVersionEvents(pageVersionPrompt);

  await loadRemotes(
    config.remotesManifestUrl,
    { timeoutMs: config.remoteTimeoutMs, timeoutsMs: config.remoteTimeoutsMs },
    config.apiBaseUrl,
  );
  installEntryErrorGuard();

  // Each root loads its antd part only when that part is on screen (ADR 169).
  createRoot(document.getElementById('shell-chrome')!).render(<ChromeRoot config={config} />);
  createRoot(document.getElementById('shell-pages')!).render(
    <PagesRoot developmentPages={config.environment !== 'production'} />,
  );
  createRoot(document.getElementById('shell-overlays')!).render(<OverlaysRoot />);

  // Diagnostics for developers and the end-to-end tests: what loaded, and the bus.
  Object.assign(window, { __platform: { bus, knownRemotes, session } });

  // single-spa only reports here what escaped the isolated lifecycles; keep the page alive.
  addErrorHandler((error) => console.error('Area error', error));
  if (tokenLogin) await resumed;
  installRouteGuard();
  registerAreas(config.remoteTimeoutMs * 2);
  afterLoad(registerServiceWorker);
  // The sign-in page's typing time fetches the signed-in start ahead (ADR 206): its own chunk,
  // loaded when the user starts typing (or a password manager fills a field).
  addEventListener('input', () => void import('./warmup').then((w) => w.warmUpSignIn()), {
    once: true,
  });
}

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

/**
 * The page's early sign-in form (ADR 172) shows on /login until mf-auth's form replaces it; it
 * goes as soon as the page is elsewhere, or when mf-auth cannot load (its fallback shows instead).
 */
function keepBootSignInOnLoginOnly() {
  const dropUnlessOnLogin = () => {
    if (window.location.pathname !== '/login') dropBootSignIn();
  };
  dropUnlessOnLogin();
  window.addEventListener('single-spa:routing-event', dropUnlessOnLogin);
  bus.subscribe('remote/failed', ({ remote }) => {
    if (remote !== 'mf_auth') return;
    dropBootSignIn();
    // Nobody will carry the early form's press out: its answer is not kept (ADR 264).
    dropEarlySignIn();
  });
}

/** Precaches the shell and caches remote releases, so a repeat visit starts from the cache (once loaded). */
function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.warn('Service worker not registered', error);
  });
}

void start();
