import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/**
 * antd's style cache for every area of the page, which keeps what it computed. antd computes a
 * component's styles (its theme tokens, then CSS through stylis) when the first instance mounts
 * and forgets them when the last one unmounts. single-spa unmounts an area on every route change
 * away from it, so each return to a page computed them all again: about a third of the script
 * time of a route change between two areas (issue 18). Kept, they are computed once per page
 * load; only the style elements come and go with the components, as before. The entries are
 * bounded by the components and themes the page uses.
 */
export function createKeptStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (previous) => {
      const next = valueFn(previous);
      // No instance is left: keep the value with no users, so the next mount reuses it.
      return next === null && previous ? [0, previous[1]] : next;
    });
  return cache;
}

/** The one cache every area's providers use, so areas share what any of them computed. */
export const PLATFORM_STYLE_CACHE = createKeptStyleCache();
