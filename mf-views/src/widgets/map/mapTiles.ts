/** A street-level basemap: an XYZ tile URL template ({z}/{x}/{y}) and the credit it requires. */
export interface MapTiles {
  url: string;
  attribution: string;
}

let environmentTiles: Promise<MapTiles | null> | null = null;

/**
 * The environment's map tiles (`mapTiles` of deploy/environments/<env>.json), which the shell's
 * server hands out in /config.json beside the page; none when the environment names none (the
 * map then draws its offline basemap). Read once per page.
 */
export function loadEnvironmentTiles(
  fetcher: (url: string, init?: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): Promise<MapTiles | null> {
  environmentTiles ??= fetcher('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((config) => readTiles((config as { mapTiles?: unknown } | null)?.mapTiles))
    .catch(() => null);
  return environmentTiles;
}

/** A tiles entry when it is a usable one: an http(s) template with {z}, {x} and {y}. */
export function readTiles(value: unknown): MapTiles | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, attribution } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return null;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return null;
  return { url, attribution: typeof attribution === 'string' ? attribution : '' };
}

/** Forgets the page's tiles (tests). */
export function resetEnvironmentTiles(): void {
  environmentTiles = null;
}
