// The release journal of an environment: one entry per change of its manifest (publish,
// rollback, restore, link), so rollback can walk back along a remote's own publish history and
// `deploy/versions.mjs` can say when each version went out and who forced what. The store keeps
// it (store.mjs): journal.jsonl in the local folder, one object per change in S3.
import os from 'node:os';

/** Who runs the command: the CI job's or the person's name, as the history should show it. */
export function actor() {
  if (process.env.DEPLOY_ACTOR) return process.env.DEPLOY_ACTOR;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** A journal entry for a change made now by this actor. */
export function newChange(entry) {
  return { at: new Date().toISOString(), by: actor(), ...entry };
}

/** The changes that put a version out (canaries and promotions included). */
export const PUBLISHES = new Set(['publish', 'canary', 'promote']);

/**
 * The journal with each publish set (one entry, one state: ADR 169) opened into its publishes,
 * each carrying the set's time, actor, state and force.
 */
export function perPackage(journal) {
  return journal.flatMap((entry) =>
    entry.action === 'publish-set'
      ? entry.changes.map((part) => ({
          ...part,
          at: entry.at,
          by: entry.by,
          state: entry.state,
          forced: entry.forced,
          set: true,
        }))
      : [entry],
  );
}

/** The versions of one package in the order they went out (canaries and promotions included). */
export function publishesOf(journal, name) {
  return perPackage(journal).filter((entry) => PUBLISHES.has(entry.action) && entry.name === name);
}
