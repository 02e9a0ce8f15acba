// The typing time's downloads (ADRs 206, 278): low-priority `<link rel="prefetch">`s into the HTTP
// cache, and when they are in. Which files to fetch, and when, is the warm-up's (warmup.ts).

/** Whether the browser fetches a `<link rel="prefetch">`: Safari ignores one (not supported). */
export function linkPrefetchSupported(doc: Document = document): boolean {
  try {
    return doc.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/**
 * Fetches a file a prefetch link stands for where the browser ignores the link (Safari): a
 * low-priority fetch read to its end, which leaves the answer in the HTTP cache, as the link does
 * elsewhere. The link then settles as the browser's own would: `load`, or `error` when it failed.
 */
function fetchForLink(link: HTMLLinkElement, fetchImpl: typeof fetch): void {
  const settle = (event: 'load' | 'error') => link.dispatchEvent(new Event(event));
  fetchImpl(link.href, { mode: 'cors', credentials: 'same-origin', priority: 'low' } as RequestInit)
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then(
      () => settle('load'),
      () => settle('error'),
    );
}

/**
 * Adds a low-priority `<link rel="prefetch">` per address not fetched ahead already; returns how
 * many it added. The browser keeps the answers in its HTTP cache for the signed-in start. Where it
 * ignores such links (Safari), each is fetched with `fetchImpl` instead (`fetchForLink`), so the
 * typing time is used there too, and the steps that wait for the files go on.
 */
export function prefetchFiles(
  urls: readonly string[],
  doc: Document = document,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): number {
  const present = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
      (link) => link.href,
    ),
  );
  const linksFetch = urls.length === 0 || linkPrefetchSupported(doc);
  let added = 0;
  for (const url of urls) {
    const href = new URL(url, doc.baseURI).href;
    if (present.has(href)) continue;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.crossOrigin = 'anonymous';
    const settle = () => (link.dataset.settled = 'true');
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    doc.head.append(link);
    if (!linksFetch) fetchForLink(link, fetchImpl);
    added += 1;
  }
  return added;
}

/** Resolves once every prefetch link of `urls` has loaded (or failed). */
export function prefetched(urls: readonly string[], doc: Document = document): Promise<void> {
  const wanted = new Set(urls);
  const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].filter(
    (link) => wanted.has(link.href) && link.dataset.settled !== 'true',
  );
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
