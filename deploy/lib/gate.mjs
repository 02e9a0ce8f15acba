// The compatibility gate: every change of an environment's live set (publish, rollback, restore)
// is checked against the shell that will be live with it. It never passes by absence.
import { compatibilityProblems } from './compat.mjs';

/** A linked local build (deploy/link.mjs) is a developer's own: it is not gated. */
export const LINKED_VERSION = 'local';

/** The build-info.json of a published version, from the release store. */
export async function buildInfoOf(store, name, version) {
  const info = await store.buildInfo(name, version);
  if (!info) throw new Error(`${name} has no published version ${version}`);
  return info;
}

/**
 * Problems of running these remotes beside this shell. `contract` is true when a platform
 * contract differs: no --force may override that (the kernel's events and calls would not match).
 */
export async function checkRemotes(store, remotes, shell) {
  if (!shell) {
    return {
      problems: [
        'the environment has no live shell to check against: publish the shell first (or in the same publish)',
      ],
      contract: false,
    };
  }
  const problems = [];
  let contract = false;
  for (const { name, version, info } of remotes) {
    if (version === LINKED_VERSION) continue;
    const remote = info ?? (await buildInfoOf(store, name, version));
    if (remote.contractVersion !== shell.contractVersion) contract = true;
    for (const problem of compatibilityProblems(remote, shell)) {
      problems.push(`${name}@${version}: ${problem}`);
    }
  }
  return { problems, contract };
}

/** The live remotes of a manifest (canaries included), as checkRemotes takes them. */
export function liveRemotes(manifest, except) {
  return Object.entries(manifest.remotes ?? {})
    .filter(([name]) => name !== except)
    .flatMap(([name, { version, canary }]) => [
      ...(version ? [{ name, version }] : []),
      ...(canary ? [{ name, version: canary.version }] : []),
    ]);
}

/**
 * Throws when the check found problems, unless forced; a contract mismatch is refused even then.
 * Returns whether the change goes out forced (the journal records it).
 */
export function enforce(check, { what, force }) {
  if (check.problems.length === 0) return false;
  if (force && !check.contract) return true;
  const why = force ? ' (--force cannot override a platform contract mismatch)' : '';
  throw new Error(`Refusing to ${what}${why}:\n  - ${check.problems.join('\n  - ')}`);
}
