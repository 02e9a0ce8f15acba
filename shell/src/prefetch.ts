// The page's first two questions, where the API is (/config.json) and which remotes are live
// (/remotes.json), are asked by the entry script while the bootstrap's chunks download, instead
// of one after the other once they have run (ADR 172). On slow networks each request waits about
// half a second; this takes two of them off the way to a remote's first paint.

const early = new Map<string, Promise<Response>>();

/** Starts the requests; their answers wait, unread, until `fetchOnce` asks for them. */
export function prefetch(urls: readonly string[], fetchImpl: typeof fetch = fetch): void {
  for (const url of urls) {
    const request = fetchImpl(url, { cache: 'no-store' });
    // A failure belongs to whoever reads the answer; unread, it is not an unhandled rejection.
    request.catch(() => undefined);
    early.set(url, request);
  }
}

/** The early answer for `url`, once; else a new request. */
export function fetchOnce(
  url: string,
  init?: RequestInit,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const request = early.get(url);
  if (request) {
    early.delete(url);
    return request;
  }
  return fetchImpl(url, init);
}
