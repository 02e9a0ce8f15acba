import type { RemoteDescriptor } from '@platform/shared';

/**
 * Per-browser override (ADR 160): an administrator's browser loads another published version of
 * one remote. The API signs the override; the shell has it checked before each use.
 */
export const OVERRIDE_STORAGE_KEY = 'platform.remote_override';

export interface RemoteOverride {
  remote: string;
  version: string;
  expires_at: string;
}

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

export function storedOverride(storage: Storage = localStorage): string | null {
  return storage.getItem(OVERRIDE_STORAGE_KEY);
}

export function storeOverride(token: string, storage: Storage = localStorage): void {
  storage.setItem(OVERRIDE_STORAGE_KEY, token);
}

export function clearOverride(storage: Storage = localStorage): void {
  storage.removeItem(OVERRIDE_STORAGE_KEY);
}

/**
 * The manifest's remotes with the override's remote pointed at its version: the live entry's
 * version folder is swapped (`<origin>/<live>/mf-manifest.json` → `<origin>/<version>/…`), so an
 * override can only name another release of the same origin. Null when it cannot apply.
 */
export function applyOverride(
  remotes: RemoteDescriptor[],
  override: RemoteOverride,
): RemoteDescriptor[] | null {
  if (!VERSION.test(override.version)) return null;
  const live = remotes.find((remote) => remote.name === override.remote);
  if (!live || live.version === override.version) return null;
  const marker = `/${live.version}/`;
  const at = live.entry.lastIndexOf(marker);
  if (at < 0) return null;
  const entry = `${live.entry.slice(0, at)}/${override.version}/${live.entry.slice(at + marker.length)}`;
  return remotes.map((remote) =>
    remote === live ? { ...remote, entry, version: override.version } : remote,
  );
}

function isOverride(value: unknown): value is RemoteOverride {
  const data = value as Partial<RemoteOverride> | null;
  return (
    typeof data?.remote === 'string' &&
    typeof data.version === 'string' &&
    typeof data.expires_at === 'string'
  );
}

export interface CheckOptions {
  apiBaseUrl: string;
  bearerToken: string | null;
  storage?: Storage;
  fetchImpl?: typeof fetch;
}

/**
 * The stored override when the API says its signature is good, it is this user's and it has not
 * expired; a refused one is forgotten. Without a session or an answer, no override this time.
 */
export async function checkStoredOverride({
  apiBaseUrl,
  bearerToken,
  storage = localStorage,
  fetchImpl = (...args) => fetch(...args),
}: CheckOptions): Promise<RemoteOverride | null> {
  const token = storedOverride(storage);
  if (!token || !bearerToken) return null;
  let response: Response;
  try {
    response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}/delivery/override/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearerToken}` },
      body: JSON.stringify({ token }),
    });
  } catch {
    return null;
  }
  // Refused (a bad signature, not this user's, expired, no longer an administrator): forgotten.
  if (response.status === 400 || response.status === 403) {
    clearOverride(storage);
    return null;
  }
  if (!response.ok) return null;
  const answer = (await response.json()) as { data?: unknown };
  return isOverride(answer.data) ? answer.data : null;
}
