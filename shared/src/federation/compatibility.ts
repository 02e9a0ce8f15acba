import { satisfy } from '@module-federation/enhanced/runtime';

/** A shared module as a remote's mf-manifest.json declares it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** One singleton the remote needs in a version the page does not provide. */
export interface SingletonMismatch {
  name: string;
  required: string;
  provided: string;
}

/** Marks the message of a compatibility failure, so the loader can tell the phase from it. */
export const INCOMPATIBLE_MARKER = 'incompatible shared singletons';

/**
 * The singletons a remote requires in a range the page's own versions do not satisfy. One copy of
 * each singleton is on the page, so a remote built against another major would run on a version
 * it was never built for (two Reacts' hooks, an antd theme it does not know): refuse it instead.
 */
export function singletonMismatches(
  required: readonly ManifestShared[],
  provided: ReadonlyMap<string, string>,
): SingletonMismatch[] {
  const mismatches: SingletonMismatch[] = [];
  for (const shared of required) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    const version = provided.get(shared.name);
    if (version && !satisfy(version, shared.requiredVersion)) {
      mismatches.push({ name: shared.name, required: shared.requiredVersion, provided: version });
    }
  }
  return mismatches;
}

export function describeMismatches(remote: string, mismatches: SingletonMismatch[]): string {
  const list = mismatches
    .map((m) => `${m.name} ${m.required} (the page has ${m.provided})`)
    .join(', ');
  return `${remote} has ${INCOMPATIBLE_MARKER}: ${list}`;
}
