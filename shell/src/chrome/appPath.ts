import { navigate } from '@platform/shared';
import { ownerOf } from '../routes';

/** Where a server-given path or a deep link leads: a path inside the app, or another site. */
export type AppTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Resolves a path from the server (notification, search result) or a deep link opened in the
 * native app. A full address on this origin, or a custom-scheme deep link, becomes its path plus
 * query; a path the app owns is kept; any other path is taken to be one of the organisation's
 * routes and gets its prefix.
 */
export function resolveTarget(
  target: string,
  orgPrefix: string,
  origin: string = window.location.origin,
): AppTarget {
  const trimmed = target.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return { kind: 'external', url: trimmed };
    }
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    if (isWeb && url.origin !== origin) return { kind: 'external', url: trimmed };
    // A custom scheme (myapp://host/path) carries the path after its host, like a web address.
    return {
      kind: 'internal',
      path: withPrefix(`${url.pathname || '/'}${url.search}${url.hash}`, orgPrefix),
    };
  }
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return { kind: 'internal', path: withPrefix(path, orgPrefix) };
}

function withPrefix(path: string, orgPrefix: string): string {
  const pathname = path.split(/[?#]/)[0];
  return ownerOf(pathname) || !orgPrefix ? path : `${orgPrefix}${path}`;
}

/** Goes to a server-given path or deep link: inside the app through the router, elsewhere in a new tab. */
export function openTarget(target: string, orgPrefix: string): void {
  const resolved = resolveTarget(target, orgPrefix);
  if (resolved.kind === 'internal') navigate(resolved.path);
  else window.open(resolved.url, '_blank', 'noopener');
}

/** The DOM event a native wrapper dispatches when the app is opened through a link. */
export const DEEP_LINK_EVENT = 'platform:deep-link';

/**
 * Follows deep links handed over by a native wrapper: `window.dispatchEvent(new CustomEvent(
 * 'platform:deep-link', { detail: { url } }))`. Returns the remover.
 */
export function listenForDeepLinks(orgPrefix: () => string): () => void {
  const handler = (event: Event) => {
    const url = (event as CustomEvent<{ url?: unknown }>).detail?.url;
    if (typeof url !== 'string' || url === '') return;
    const resolved = resolveTarget(url, orgPrefix());
    if (resolved.kind === 'internal') navigate(resolved.path);
  };
  window.addEventListener(DEEP_LINK_EVENT, handler);
  return () => window.removeEventListener(DEEP_LINK_EVENT, handler);
}
