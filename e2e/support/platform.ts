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

export type Fault = 'manifest-unreachable' | 'server-hangs' | 'entry-throws' | 'mount-throws';

/** A synthetic federation container whose `./app` mounts by throwing. */
function throwingContainer(globalName: string): string {
  return `var ${globalName} = {
    init: function () { return Promise.resolve(); },
    get: function () {
      return Promise.resolve(function () {
        return {
          bootstrap: function () { return Promise.resolve(); },
          mount: function () { return Promise.reject(new Error('mount failed on purpose')); },
          unmount: function () { return Promise.resolve(); },
        };
      });
    },
  };`;
}

/**
 * Breaks one remote in the page the way production breaks: unreachable manifest, a server that
 * never answers, an entry script that throws, or a mount that throws. Returns a function that
 * heals it (hung requests are then let through).
 */
export async function breakRemote(
  page: Page,
  remote: string,
  fault: Fault,
): Promise<() => Promise<void>> {
  const origin = REMOTE_URLS[remote];
  const hung: Route[] = [];
  const pattern =
    fault === 'manifest-unreachable' || fault === 'server-hangs'
      ? `${origin}/**/mf-manifest.json`
      : `${origin}/**/remoteEntry.js`;
  const handler = async (route: Route) => {
    if (fault === 'manifest-unreachable') return route.abort('connectionrefused');
    if (fault === 'server-hangs') {
      hung.push(route);
      return;
    }
    const body =
      fault === 'entry-throws'
        ? "throw new Error('entry failed on purpose');"
        : throwingContainer(remote);
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  };
  await page.route(pattern, handler);
  return async () => {
    await page.unroute(pattern, handler);
    await Promise.all(hung.map((route) => route.continue().catch(() => undefined)));
  };
}
