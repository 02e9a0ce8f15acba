import type { RemoteDescriptor } from '@platform/shared';

/**
 * The user's bucket (0–99) for one remote's canary (ADR 161): FNV-1a of the remote and the user
 * id, so a user always gets the same version of a remote, and different remotes' canaries do not
 * all fall on the same users.
 */
export function canaryBucket(remote: string, userId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${userId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

interface CanaryEntry {
  entry: string;
  version: string;
  percent: number;
}

function canaryOf(manifest: unknown, remote: string): CanaryEntry | null {
  const canary = (manifest as { remotes?: Record<string, { canary?: Partial<CanaryEntry> }> })
    ?.remotes?.[remote]?.canary;
  if (
    typeof canary?.entry !== 'string' ||
    typeof canary.version !== 'string' ||
    typeof canary.percent !== 'number' ||
    !Number.isFinite(canary.percent)
  ) {
    return null;
  }
  return canary as CanaryEntry;
}

/**
 * The remotes this user loads: a remote with a canary in the manifest is loaded from the canary
 * when the user's bucket is below its percentage. Signed-out visitors get the stable versions.
 */
export function chooseCanaries(
  manifest: unknown,
  remotes: RemoteDescriptor[],
  userId: number | null,
): RemoteDescriptor[] {
  if (userId === null) return remotes;
  return remotes.map((remote) => {
    const canary = canaryOf(manifest, remote.name);
    if (!canary || canaryBucket(remote.name, userId) >= canary.percent) return remote;
    return { name: remote.name, entry: canary.entry, version: canary.version };
  });
}
