// A change of an environment's manifest, as the journal records it. The live manifest is every
// change applied in order, so a store can rebuild it from its journal alone (the S3 target does:
// see ADR 158).

/**
 * The manifest after one change. A publish, rollback or link sets one package's entry; a restore
 * puts a whole earlier manifest back; a publish set applies its publishes together (ADR 169).
 */
export function applyChange(manifest, change) {
  if (change.action === 'restore') return { ...change.manifest, publishedAt: change.at };
  if (change.action === 'publish-set') {
    return change.changes.reduce(
      (next, part) => applyChange(next, { ...part, at: change.at }),
      manifest,
    );
  }
  const next = {
    ...manifest,
    ...(change.environment ? { environment: change.environment } : {}),
    publishedAt: change.at,
  };
  if (change.name === 'shell') {
    next.shell = { version: change.version };
  } else if (change.action === 'canary') {
    // The stable entry stays; the canary rides beside it (merged when applied, so a concurrent
    // change of the stable entry is kept).
    next.remotes = {
      ...manifest.remotes,
      [change.name]: { ...manifest.remotes?.[change.name], canary: change.canary },
    };
  } else if (change.action === 'canary-abort') {
    const stable = { ...manifest.remotes?.[change.name] };
    delete stable.canary;
    next.remotes = { ...manifest.remotes, [change.name]: stable };
  } else {
    // publish, rollback, promote, link: the entry is the whole of it (an active canary ends).
    next.remotes = { ...manifest.remotes, [change.name]: change.entry };
  }
  return next;
}

export const emptyManifest = (env) => ({ environment: env, remotes: {}, shell: null });

/** The manifest after the first `count` changes (all of them when count is omitted). */
export function foldChanges(env, changes, count = changes.length) {
  return changes.slice(0, count).reduce(applyChange, emptyManifest(env));
}
