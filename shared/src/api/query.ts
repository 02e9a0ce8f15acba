export type QueryParams = Record<string, unknown>;

function encodeScalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * Encodes parameters for the query string: arrays repeat their key (`ids[]=1&ids[]=2` when the
 * key is `ids[]`), objects such as pagination_object are JSON-encoded, null and undefined are
 * left out.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) search.append(key, encodeScalar(item));
      }
    } else {
      search.append(key, encodeScalar(value));
    }
  }
  return search.toString();
}

/** Joins the base URL and a path (absolute URLs are kept) and appends the parameters. */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  const url =
    absolute || baseUrl === ''
      ? path
      : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = toQueryString(params);
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
