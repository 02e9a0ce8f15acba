// The typing time of the sign-in page, used (ADR 206), and the signed-in page's data started with
// the session (ADR 210). Its own chunk, loaded on the first input into a field of the page, or at
// start when a session is restored (bootstrap.tsx): nothing here weighs on the sign-in page.
import {
  api,
  bus,
  formatValue,
  knownRemotes,
  loadRemoteModuleAhead,
  rememberedWidgetAreas,
  session,
  type SignInLanding,
} from '@platform/shared';
import { startLanding } from '@platform/shared/landing';
import { getAppStatus, MOUNTED } from 'single-spa';
import { loadShellAreas, onSignInPress, signInPressed } from './onDemand';
import { prefetched, prefetchFiles } from './prefetchLinks';
import { ownerOf } from './routes';

/** The area whose landing page's data and code a signed-in start needs first. */
export const DASHBOARD_AREA = 'mf_views';
/** The shell's list of its chrome's files and the shared antd (written by webpack.config.mjs). */
export const WARM_UP_LIST = '/warmup.json';
/** The password sign-in's call, whose preflight the typing time asks ahead (ADR 268). */
const SIGN_IN_PATH = '/auth/login';
/** The module through which an area offers its dashboard widgets. */
const WIDGETS = './widgets';

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching ahead is welcome: not when the user saves data or the network is 2G. */
export function mayFetchAhead(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

interface ManifestAssets {
  js?: { sync?: string[] };
}
/** The parts of a remote's mf-manifest.json the warm-up reads. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/** The remote's entry and the files of its exposed module `expose`, as addresses. */
export function remoteFiles(
  manifestUrl: string,
  manifest: RemoteManifest,
  expose: string,
): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [[entry.path, entry.name].filter(Boolean).join('/')] : [];
  const exposed = manifest.exposes?.find((item) => item.path === expose);
  files.push(...(exposed?.assets?.js?.sync ?? []));
  return files.map((file) => new URL(file, base).href);
}

async function json<T>(url: string, fetchImpl: typeof fetch): Promise<T> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

export interface WarmUpEnvironment {
  connection?: ConnectionInfo;
  fetchImpl?: typeof fetch;
  doc?: Document;
  /** Where the dashboard area's manifest is (from the remotes manifest). */
  dashboardManifest?: string;
  /** The manifests of the other areas, whose widgets a dashboard may show. */
  widgetManifests?: readonly string[];
}

/** A remote's entry and its `./widgets` module, or nothing when it exposes no widgets. */
async function widgetFiles(manifestUrl: string, fetchImpl: typeof fetch): Promise<string[]> {
  const manifest = await json<RemoteManifest>(manifestUrl, fetchImpl);
  return manifest.exposes?.some((item) => item.path === WIDGETS)
    ? remoteFiles(manifestUrl, manifest, WIDGETS)
    : [];
}

/** What `fetchAhead` asked for. */
export interface FetchedAhead {
  /** The start's files: the chrome's, the shared antd's, the dashboard area's. */
  start: string[];
  /** The other areas' widget files, once asked for; none when they were not. */
  widgets: Promise<string[]>;
}

/**
 * Fetches ahead, at low priority, the chrome's chunks, the shared antd, the dashboard area's
 * entry and exposed module; nothing on a slow or data-saving connection. Returns those addresses
 * once asked for. Each other area's entry and widgets module (a dashboard's first widget is often
 * another area's: ADR 224) follow once the start's files are in (ADR 248), manifests included
 * (ADR 265): they would share the line with antd, which a press of Sign in made before they
 * arrive waits on. After a press of Sign in they are not asked for at all (ADR 252).
 */
export async function fetchAhead(env: WarmUpEnvironment = {}): Promise<FetchedAhead> {
  const doc = env.doc ?? document;
  const fetchImpl = env.fetchImpl ?? fetch;
  if (!mayFetchAhead(env.connection)) return { start: [], widgets: Promise.resolve([]) };
  const listUrl = new URL(WARM_UP_LIST, doc.baseURI);
  const fulfilled = (lists: PromiseSettledResult<string[]>[]) =>
    lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : []));
  const start = fulfilled(
    await Promise.allSettled([
      // Addresses relative to the list's own: the page's may have moved on by its answer (a
      // sign-in pressed meanwhile goes to /_demo_/…, where they would name no file).
      json<string[]>(WARM_UP_LIST, fetchImpl).then((files) =>
        files.map((file) => new URL(file, listUrl).href),
      ),
      env.dashboardManifest
        ? json<RemoteManifest>(env.dashboardManifest, fetchImpl).then((manifest) =>
            remoteFiles(env.dashboardManifest!, manifest, './app'),
          )
        : Promise.resolve([]),
    ]),
  );
  prefetchFiles(start, doc, fetchImpl);
  // Sign in pressed by then, the signed-in start asks for the widgets it shows, and only those:
  // the other areas' files would be guesses taking the line from them.
  const guessing = () => !session.isLoggedIn && !signInPressed();
  const widgets = prefetched(start, doc).then(async () => {
    if (!guessing()) return [];
    const files = fulfilled(
      await Promise.allSettled(
        (env.widgetManifests ?? []).map((manifest) => widgetFiles(manifest, fetchImpl)),
      ),
    );
    // Sign in pressed while their manifests were on their way: the signed-in start asks itself.
    if (!guessing()) return [];
    prefetchFiles(files, doc, fetchImpl);
    return files;
  });
  return { start, widgets };
}

/** Resolves once mf-auth's own form is mounted, or at once when the page is not the sign-in page. */
function signInFormShown(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (window.location.pathname !== '/login' || getAppStatus('mf_auth') === MOUNTED) {
        window.removeEventListener('single-spa:app-change', check);
        resolve();
      }
    };
    window.addEventListener('single-spa:app-change', check);
    check();
  });
}

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback) : setTimeout(callback, 1);

// A sign-in on this page asks its landing page's data with the answer, before mf-views has
// loaded: no mf-views code runs early (ADR 210), the kernel's landing module does the asking. A
// password sign-in's answer carries that data already (ADR 259): nothing is asked again.
bus.subscribe('auth/signed-in', ({ landing, landingData }) => {
  startLanding(landing, undefined, landingData);
  warmUpUserDates(session.user?.timezone);
});

/**
 * The dashboard's list formats its dates in the user's zone, and the page's first formatter for a
 * zone costs ~13–15 ms on the throttled profile's CPU, paid in the list's first draw (ADRs 246,
 * 265). Made at the first idle moment after the sign-in answered: pressed at once, the page then
 * waits ~1 s on the line for antd with the main thread free.
 */
export function warmUpUserDates(zone: string | null | undefined): void {
  if (!zone) return;
  whenIdle(() => void formatNowIn(zone));
}

/** Now, formatted as a list's date cell formats it in `zone`: what makes that zone's formatter. */
function formatNowIn(zone: string): string {
  return formatValue(new Date().toISOString(), 'date', { timeZone: zone });
}

/**
 * With a session restored at start, or made by a token link: the current page's data, asked at
 * once (ADR 210), or taken from the token sign-in's answer when it carried it (ADR 259).
 */
export function startSignedInPage(signInAnswer?: SignInLanding | null): string[] {
  return startLanding(window.location.pathname + window.location.search, undefined, signInAnswer);
}

/** What the sign-in page runs ahead, one step per idle moment, once the files are in. */
export interface WarmUpSteps {
  /** The chrome's chunk (and the shared antd it consumes), evaluated: what onDemand.tsx loads. */
  loadChrome: () => Promise<unknown>;
  /** antd's styles of a signed-in start, computed (ADR 241); resolves with their release. */
  warmUpStyles: () => Promise<() => void>;
  /**
   * A date formatted as a list's cell formats it (ADR 246): the page's first Intl date formatter
   * loads the browser's date and zone data, ~14 ms on the throttled profile's CPU, which the
   * dashboard's first list paid while drawing.
   */
  warmUpDates: () => Promise<string>;
  /** The dashboard area's `./app` loaded and run, started at the press of Sign in (ADR 264). */
  loadDashboardArea: () => void;
  /**
   * The browser's permission for the sign-in call, asked now (its CORS preflight, ADR 268): a
   * round trip the press then does not wait on. Resolves whether it was asked.
   */
  preflightSignIn: () => Promise<boolean>;
}

const STEPS: WarmUpSteps = {
  loadChrome: loadShellAreas,
  warmUpStyles: () => import('./styleWarmUp').then((module) => module.warmUpStyles()),
  // In the browser's own zone, named: a list formats in the user's zone, which is that one for
  // most people; without a named zone no Intl formatter would be made.
  warmUpDates: async () => formatNowIn(Intl.DateTimeFormat().resolvedOptions().timeZone),
  loadDashboardArea: () => loadRemoteModuleAhead(DASHBOARD_AREA, './app'),
  preflightSignIn: () => api.preflight('POST', SIGN_IN_PATH),
};

/**
 * Runs `step` at the next idle moment, unless someone signed in meanwhile (the signed-in start
 * is doing it then). Its value, or null when it was not run or failed: a chunk that fails to load
 * here is asked again by the signed-in start after the press.
 */
async function idleStep<T>(step: () => Promise<T>): Promise<{ value: T } | null> {
  await new Promise<void>((resolve) => whenIdle(resolve));
  if (session.isLoggedIn) return null;
  return step().then(
    (value) => ({ value }),
    () => null,
  );
}

/**
 * On the sign-in page with nobody signed in: once the form is there and the main thread idle,
 * fetch the signed-in start's code ahead (at low priority, into the HTTP cache). Once those files
 * are in, at the next idle moments: run the chrome's code (and the shared antd's) (ADR 227),
 * then compute antd's styles of the chrome and the dashboard (ADR 241), then format a date
 * (ADR 246), so the press waits neither on downloads nor on that work on a slow CPU. Before all
 * that, the browser asks the API's permission for the sign-in call (ADR 268). mf-views'
 * own code is not run while typing (it gained nothing measurable, ADRs 233 and 241), but from the
 * press, while the sign-in is on its way (ADR 264).
 */
export async function warmUpSignIn(steps: Partial<WarmUpSteps> = {}): Promise<void> {
  const { loadChrome, warmUpStyles, warmUpDates, loadDashboardArea, preflightSignIn } = {
    ...STEPS,
    ...steps,
  };
  if (session.isLoggedIn) return;
  await signInFormShown();
  await new Promise<void>((resolve) => whenIdle(resolve));
  if (session.isLoggedIn) return;
  // What was decided and done, for tools and tests that look at the page (no wait on a timer).
  const marks = document.documentElement.dataset;
  // First, and on any connection: two small requests, and the slower the line, the more the
  // round trip it saves is worth. Once a page (the browser keeps the answer for the API's max-age).
  if (!marks.signInPreflight) {
    marks.signInPreflight = 'asking';
    void preflightSignIn().then(
      (asked) => (marks.signInPreflight = asked ? 'asked' : 'not needed'),
    );
  }
  const remotes = knownRemotes();
  const dashboard = remotes.find((remote) => remote.name === DASHBOARD_AREA);
  // Only the areas whose widgets this device drew before (ADR 277): which widgets a dashboard
  // shows is known after the sign-in, and a first visit's guesses were downloads nobody used.
  const widgetAreas = new Set(rememberedWidgetAreas());
  const { start: urls } = await fetchAhead({
    connection: (navigator as Navigator & { connection?: ConnectionInfo }).connection,
    dashboardManifest: dashboard?.entry,
    widgetManifests: remotes
      .filter((remote) => remote.name !== DASHBOARD_AREA && widgetAreas.has(remote.name))
      .map((remote) => remote.entry),
  });
  marks.warmUp = urls.length > 0 ? 'fetched' : 'skipped';
  if (urls.length === 0) return;
  // The start's files: the other areas' are asked for only once these are in (fetchAhead).
  await prefetched(urls);
  if (!(await idleStep(loadChrome))) return;
  marks.warmUpChrome = 'evaluated';
  onSignInPress(() => startDashboardArea(loadDashboardArea, marks));
  // Once a page: a second start (another field's input) finds them computed.
  if (marks.warmUpStyles) return;
  const styles = await idleStep(warmUpStyles);
  if (!styles) return;
  marks.warmUpStyles = 'computed';
  releaseAfterSignIn(styles.value);
  if (await idleStep(warmUpDates)) marks.warmUpDates = 'formatted';
}

/** Whether the sign-in leads to the dashboard area: no `intended` page, or one of its pages. */
export function landsOnDashboard(location: Pick<Location, 'search' | 'origin'> = window.location) {
  const intended = new URLSearchParams(location.search).get('intended');
  if (!intended) return true;
  return ownerOf(new URL(intended, location.origin).pathname)?.area === DASHBOARD_AREA;
}

/**
 * Sign in pressed with the chrome's code run ahead: the main thread is free until the answer, so
 * the dashboard area's `./app` (its files in the cache) is loaded and run meanwhile, not after the
 * chrome's first paint (ADR 264). Pressed before the chrome's code had run, only once it has (the
 * chrome's files have the line first, ADR 257) and the sign-in is still unanswered. Never for a
 * sign-in that leads to another area.
 */
function startDashboardArea(load: () => void, marks: DOMStringMap) {
  if (!landsOnDashboard()) return;
  // In a task of its own: the press's handler sends the sign-in first.
  setTimeout(() => {
    if (session.isLoggedIn) return;
    load();
    marks.dashboardArea = 'on-press';
  }, 0);
}

/** How long after the sign-in the warmed-up components stay, so the page reuses their styles. */
export const STYLE_WARM_UP_KEPT_MS = 10_000;

/** Unmounts the warmed-up components once signed in and the signed-in page has drawn its own. */
function releaseAfterSignIn(release: () => void) {
  const later = () => setTimeout(() => whenIdle(release), STYLE_WARM_UP_KEPT_MS);
  if (session.isLoggedIn) {
    later();
    return;
  }
  const subscription = bus.subscribe('auth/signed-in', () => {
    subscription.unsubscribe();
    later();
  });
}
