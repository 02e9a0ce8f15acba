import type { Page, Route } from '@playwright/test';
import { REMOTE_URLS } from './env';

export interface BusRecord {
  type: string;
  remote?: string;
  version?: string;
  phase?: string;
}

/** Records every bus event of the page in window.__busEvents (installed before the shell starts). */
export async function recordBus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __busEvents: unknown[];
      __platform?: {
        bus: { envelopes$: { subscribe: (f: (e: { event: unknown }) => void) => void } };
      };
    };
    w.__busEvents = [];
    const attach = () => {
      if (!w.__platform) return false;
      w.__platform.bus.envelopes$.subscribe((envelope) => w.__busEvents.push(envelope.event));
      return true;
    };
    const timer = setInterval(() => attach() && clearInterval(timer), 5);
  });
}

export async function busEvents(page: Page): Promise<BusRecord[]> {
  return page.evaluate(() => (window as unknown as { __busEvents: BusRecord[] }).__busEvents);
}

/** The ways a remote breaks in production, each injected at the network the way it happens. */
export const FAULTS = [
  'manifest-refused',
  'manifest-500',
  'manifest-hangs',
  'entry-throws',
  'module-missing',
  'mount-throws',
  'chunk-404',
  'singleton-mismatch',
] as const;
export type Fault = (typeof FAULTS)[number];

/** What every release server sends, so the page can read a cross-origin script's errors. */
const CORS = { 'Access-Control-Allow-Origin': '*' };

/** A synthetic federation container: `./app` mounts by throwing, or is not exposed at all. */
function brokenContainer(globalName: string, how: 'mount-throws' | 'module-missing'): string {
  const getter =
    how === 'module-missing'
      ? `function (module) {
      return Promise.reject(new Error('Module "' + module + '" does not exist in container.'));
    }`
      : `function () {
      return Promise.resolve(function () {
        return {
          bootstrap: function () { return Promise.resolve(); },
          mount: function () { return Promise.reject(new Error('mount failed on purpose')); },
          unmount: function () { return Promise.resolve(); },
        };
      });
    }`;
  return `var ${globalName} = {
    init: function () { return Promise.resolve(); },
    get: ${getter},
  };`;
}

/** The remote's manifest as a build against another React major would declare it. */
function withForeignReact(manifest: {
  shared?: { name: string; version?: string; requiredVersion?: string }[];
}) {
  for (const shared of manifest.shared ?? []) {
    if (shared.name === 'react' || shared.name.startsWith('react/')) {
      shared.version = '18.3.1';
      shared.requiredVersion = '^18.3.1';
    }
  }
  return manifest;
}

export interface BrokenRemote {
  /** For faults that strike after mount (chunk-404): from now on, chunks not yet fetched 404. */
  arm(): void;
  /** Lets the remote load normally again (hung requests are let through). */
  heal(): Promise<void>;
}

/**
 * Breaks one remote in the page the way production breaks (see FAULTS). Nothing else of the page
 * is touched, so the other remotes must keep working.
 */
export async function breakRemote(page: Page, remote: string, fault: Fault): Promise<BrokenRemote> {
  const origin = REMOTE_URLS[remote];
  const hung: Route[] = [];
  const seen = new Set<string>();
  let armed = false;
  const manifestFault = fault.startsWith('manifest') || fault === 'singleton-mismatch';
  const pattern = manifestFault
    ? `${origin}/**/mf-manifest.json`
    : fault === 'chunk-404'
      ? `${origin}/**/*.js`
      : `${origin}/**/remoteEntry.js`;
  const handler = async (route: Route) => {
    switch (fault) {
      case 'manifest-refused':
        return route.abort('connectionrefused');
      case 'manifest-500':
        return route.fulfill({
          status: 500,
          headers: CORS,
          contentType: 'text/plain',
          body: 'Internal Server Error',
        });
      case 'manifest-hangs':
        hung.push(route);
        return;
      case 'singleton-mismatch': {
        const response = await route.fetch();
        return route.fulfill({ response, json: withForeignReact(await response.json()) });
      }
      case 'entry-throws':
        return route.fulfill({
          status: 200,
          headers: CORS,
          contentType: 'text/javascript',
          body: "throw new Error('entry failed on purpose');",
        });
      case 'module-missing':
      case 'mount-throws':
        return route.fulfill({
          status: 200,
          headers: CORS,
          contentType: 'text/javascript',
          body: brokenContainer(remote, fault),
        });
      case 'chunk-404': {
        const url = route.request().url();
        if (!armed || seen.has(url) || url.endsWith('/remoteEntry.js')) {
          seen.add(url);
          return route.continue();
        }
        return route.fulfill({
          status: 404,
          headers: CORS,
          contentType: 'text/plain',
          body: 'Not Found',
        });
      }
    }
  };
  await page.route(pattern, handler);
  return {
    arm: () => {
      armed = true;
    },
    heal: async () => {
      await page.unroute(pattern, handler);
      await Promise.all(hung.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Serves the shell's /config.json with overrides (e.g. a shorter remote timeout for hang tests). */
export async function overrideShellConfig(
  page: Page,
  overrides: Record<string, unknown>,
): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), ...overrides } });
  });
}

/**
 * Collects what would reach a person's console as an unhandled error: uncaught exceptions and
 * unhandled rejections. Failed network requests are the fault injected, not an error of the page.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/^Failed to load resource/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}
