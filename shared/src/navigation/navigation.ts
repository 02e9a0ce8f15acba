import { useSyncExternalStore } from 'react';
import { navigateToUrl } from 'single-spa';

export { matchPath } from './matchPath';

/** The parts of the address bar every area routes on. */
export interface PlatformLocation {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let snapshot: PlatformLocation | null = null;

function read(): PlatformLocation {
  const { pathname, search, hash } = window.location;
  if (
    !snapshot ||
    snapshot.pathname !== pathname ||
    snapshot.search !== search ||
    snapshot.hash !== hash
  ) {
    snapshot = { pathname, search, hash };
  }
  return snapshot;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', notify);
    window.addEventListener('single-spa:routing-event', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('single-spa:routing-event', notify);
    }
  };
}

/** The current location; re-renders on every navigation, whichever area caused it. */
export function useLocation(): PlatformLocation {
  return useSyncExternalStore(subscribe, read, read);
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return new URLSearchParams(search);
}

/** Navigates through single-spa so that the right area mounts; `replace` keeps history clean. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) {
    window.history.replaceState(window.history.state, '', path);
    // single-spa patches replaceState and reroutes; listeners also need to hear about it.
    notify();
    return;
  }
  navigateToUrl(path);
}
