import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { newChange, perPackage, PUBLISHES, publishesOf } from './journal.mjs';
import { LINKED_VERSION, buildInfoOf, checkRemotes, enforce, liveRemotes } from './gate.mjs';
import { readEnvironment } from './paths.mjs';
import { localStore } from './store.mjs';

function hashFolder(dir) {
  const hash = createHash('sha256');
  const walk = (folder) => {
    for (const entry of readdirSync(folder).sort()) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (!entry.endsWith('.map') && entry !== 'build-info.json') {
        hash.update(path.relative(dir, full));
        hash.update(readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 10);
}

/** The release store of a call: `store`, or the local folder `releasesDir`. */
const storeOf = ({ store, releasesDir }) => store ?? localStore(releasesDir);

/** The live manifest of an environment (a store, or a local releases folder). */
export function readManifest(storeOrDir, env) {
  const store = typeof storeOrDir === 'string' ? localStore(storeOrDir) : storeOrDir;
  return store.readManifest(env);
}

const liveShellInfo = (store, manifest) =>
  manifest.shell ? buildInfoOf(store, 'shell', manifest.shell.version) : null;

const liveVersionOf = (manifest, name) =>
  name === 'shell' ? manifest.shell?.version : manifest.remotes?.[name]?.version;

/** The manifest entry of a remote at a version (its origin's entry URL). */
export function entryOf(env, name, version) {
  const origin = readEnvironment(env).remotes[name];
  if (!origin) throw new Error(`Environment ${env} has no origin for ${name}`);
  return { entry: `${origin}/${version}/mf-manifest.json`, version };
}

/** The change pointing one package at a version (remotes get their origin's entry URL). */
function pointAt(env, name, version, fields) {
  return newChange({
    ...fields,
    name,
    version,
    ...(name === 'shell' ? {} : { entry: entryOf(env, name, version) }),
  });
}

/** A built package: its dist folder, build-info.json, and the release folder it publishes to. */
function readBuild(packageDir) {
  const dist = path.join(packageDir, 'dist');
  const info = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
  return { dist, info, folder: `${info.version}-${hashFolder(dist)}` };
}

/** The journal's change pointing the environment at a stored build. */
function publishChange(env, manifest, { info, folder }, forced) {
  return pointAt(env, info.name, folder, {
    action: 'publish',
    environment: readEnvironment(env).environment,
    from: liveVersionOf(manifest, info.name) ?? null,
    commit: info.commit ?? null,
    forced,
  });
}

/**
 * The gate for pointing `name` at a build: a remote against the live shell; a shell against every
 * live remote.
 */
async function gateChange(store, manifest, name, version, info) {
  if (name === 'shell') {
    return checkRemotes(store, liveRemotes(manifest), info);
  }
  return checkRemotes(store, [{ name, version, info }], await liveShellInfo(store, manifest));
}

/**
 * Publishes several built packages as one release (ADR 169). The set is gated as it will run:
 * its shell (or the live one) against its remotes and the live remotes it leaves as they are.
 * So a change that needs the shell and the remotes together (a shared module added or dropped,
 * the federation runtime moved into the shell) goes out together, where one package at a time
 * would be refused either way. Then each is pointed at its build, the shell first.
 */
export async function publishSet({ packageDirs, env, force = false, ...where }) {
  const store = storeOf(where);
  const manifest = await store.readManifest(env);
  const builds = packageDirs.map(readBuild);
  const shell = builds.find((build) => build.info.name === 'shell');
  const remotes = builds.filter((build) => build.info.name !== 'shell');
  const inSet = new Set(remotes.map((build) => build.info.name));
  const running = [
    ...remotes.map((build) => ({ name: build.info.name, version: build.folder, info: build.info })),
    ...(shell ? liveRemotes(manifest).filter((remote) => !inSet.has(remote.name)) : []),
  ];
  const forced = enforce(
    await checkRemotes(store, running, shell ? shell.info : await liveShellInfo(store, manifest)),
    {
      what: `publish ${builds.map(({ info }) => `${info.name}@${info.version}`).join(', ')}`,
      force,
    },
  );
  const ordered = shell ? [shell, ...remotes] : remotes;
  for (const build of ordered) await store.putRelease(build.info.name, build.folder, build.dist);
  // One change of the manifest for the whole set: no one loads half of it, and a restore of the
  // state before it takes all of it back.
  const { entry } = await store.commit(
    env,
    newChange({
      action: 'publish-set',
      environment: readEnvironment(env).environment,
      forced,
      changes: ordered.map((build) => publishChange(env, manifest, build, forced)),
    }),
  );
  return ordered.map(({ info, folder }) => ({
    name: info.name,
    version: folder,
    forced,
    state: entry.state,
  }));
}

/**
 * Publishes a built package: copies dist/ into an immutable folder named by version and content
 * hash, then points the environment's manifest at it. Refused when it does not fit (see gate.mjs).
 * `store` is a release store (store.mjs); `releasesDir` alone means the local folder.
 */
export async function publish({ packageDir, env, force = false, canary, ...where }) {
  const store = storeOf(where);
  const build = readBuild(packageDir);
  const { dist, info, folder } = build;
  if (canary !== undefined) checkCanaryPercent(canary, info.name);
  const manifest = await store.readManifest(env);
  const forced = enforce(await gateChange(store, manifest, info.name, folder, info), {
    what: `publish ${info.name}@${info.version}`,
    force,
  });
  await store.putRelease(info.name, folder, dist);
  if (canary !== undefined) {
    if (!manifest.remotes?.[info.name]?.version) {
      throw new Error(`${info.name} has no live version in ${env} to run a canary beside`);
    }
    const change = newChange({
      action: 'canary',
      name: info.name,
      version: folder,
      from: liveVersionOf(manifest, info.name),
      commit: info.commit ?? null,
      forced,
    });
    change.canary = { ...entryOf(env, info.name, folder), percent: canary, since: change.at };
    const { entry } = await store.commit(env, change);
    return { name: info.name, version: folder, forced, state: entry.state, canary };
  }
  const { entry } = await store.commit(env, publishChange(env, manifest, build, forced));
  return { name: info.name, version: folder, forced, state: entry.state };
}

function checkCanaryPercent(percent, name) {
  if (name === 'shell') throw new Error('The shell cannot go out as a canary: publish it whole');
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(`A canary goes to 1 to 99 percent of users, not ${percent}`);
  }
}

/**
 * Ends a remote's canary: `abort` drops it (everyone stays on the stable version), else the
 * canary's version goes to everyone (gated again against the live shell). `reason` is journaled.
 */
export async function promote({ env, name, abort = false, reason, force = false, ...where }) {
  const store = storeOf(where);
  const manifest = await store.readManifest(env);
  const canary = manifest.remotes?.[name]?.canary;
  if (!canary) throw new Error(`${name} has no canary in ${env}`);
  if (abort) {
    const { manifest: next } = await store.commit(
      env,
      newChange({
        action: 'canary-abort',
        name,
        version: canary.version,
        ...(reason ? { reason } : {}),
      }),
    );
    return next;
  }
  const info = await buildInfoOf(store, name, canary.version);
  const forced = enforce(await gateChange(store, manifest, name, canary.version, info), {
    what: `promote ${name} ${canary.version}`,
    force,
  });
  const { manifest: next } = await store.commit(
    env,
    pointAt(env, name, canary.version, {
      action: 'promote',
      from: liveVersionOf(manifest, name) ?? null,
      forced,
    }),
  );
  return next;
}

/**
 * The version one step back from the live one: the version live before the live one was
 * published, else the one before it along the package's own publish history (repeated calls keep
 * going back), never one rolled back from since; from a linked build, the last published version.
 */
function previousVersion(journal, name, live) {
  const publishes = publishesOf(journal, name);
  const withdrawn = withdrawnVersions(journal, name);
  const usable = (version) => Boolean(version) && version !== live && !withdrawn.has(version);
  const index = publishes.map((entry) => entry.version).lastIndexOf(live);
  // Undoing the publish that put the live version out: the version live before it.
  if (index >= 0 && usable(publishes[index].from)) return publishes[index].from;
  for (let i = (index < 0 ? publishes.length : index) - 1; i >= 0; i--) {
    if (usable(publishes[i].version)) return publishes[i].version;
  }
  return null;
}

/**
 * The versions of a package rolled back from, or aborted as a canary, since they were last made
 * live or sent out (published, a canary again, or the target of a rollback): a rollback never goes
 * back to one (publish X, roll it back, publish Y, roll Y back: the target is the version before
 * X, not X again; a canary that `canary-check` or an operator aborted never goes to everyone by a
 * rollback).
 */
function withdrawnVersions(journal, name) {
  const withdrawn = new Set();
  for (const entry of perPackage(journal)) {
    if (entry.name !== name) continue;
    if (entry.action === 'rollback' || PUBLISHES.has(entry.action)) {
      withdrawn.delete(entry.version);
      if (entry.action === 'rollback' && entry.from) withdrawn.add(entry.from);
    }
    if (entry.action === 'canary-abort') withdrawn.add(entry.version);
  }
  return withdrawn;
}

/**
 * Environments published before the journal existed kept whole-manifest copies named by time in
 * history/<env>/: the newest one with another version of the package is its previous version.
 */
async function legacyPreviousVersion(store, env, name, live) {
  for (const copy of await store.legacyCopies(env)) {
    const version = liveVersionOf(copy, name);
    if (version && version !== live) return version;
  }
  return null;
}

/**
 * Points one package (a remote or the shell) back at an earlier published version: `to` names it,
 * else one step back along its publish history. Without `name`, restores the whole manifest one
 * step back along its states. Every form runs the gate; `force` is recorded and cannot override a
 * platform contract mismatch. Resolves to the new live manifest.
 */
export async function rollback({ env, name, to, force = false, ...where }) {
  const store = storeOf(where);
  if (!name) return restoreManifest({ store, env, force });
  const manifest = await store.readManifest(env);
  const journal = await store.journal(env);
  const live = liveVersionOf(manifest, name);
  const target =
    to ??
    previousVersion(journal, name, live) ??
    (await legacyPreviousVersion(store, env, name, live));
  if (!target) throw new Error(`No earlier version of ${name} in ${env}'s publish history`);
  if (target === live) throw new Error(`${name} ${target} is already live in ${env}`);
  const info = await buildInfoOf(store, name, target);
  const forced = enforce(await gateChange(store, manifest, name, target, info), {
    what: `roll ${name} back to ${target}`,
    force,
  });
  const { manifest: next } = await store.commit(
    env,
    pointAt(env, name, target, { action: 'rollback', from: live ?? null, forced }),
  );
  return next;
}

/** The whole manifest one state back (repeated calls keep going back), gated as a whole. */
async function restoreManifest({ store, env, force }) {
  const states = await store.stateNumbers(env);
  const last = (await store.journal(env)).at(-1);
  const cursor = last?.action === 'restore' ? last.restoredTo : states.at(-1);
  const target = states.filter((number) => number < (cursor ?? 0)).at(-1);
  if (target === undefined) throw new Error(`No earlier state of ${env}'s manifest in its history`);
  const previous = await store.state(env, target);
  const shell = await liveShellInfo(store, previous);
  const forced = enforce(await checkRemotes(store, liveRemotes(previous), shell), {
    what: `restore ${env}'s manifest to state ${target}`,
    force,
  });
  const manifest = { ...previous };
  delete manifest.publishedAt;
  const { manifest: next } = await store.commit(
    env,
    newChange({ action: 'restore', restoredTo: target, forced, manifest }),
  );
  return next;
}

/**
 * Every version of each package published to the environment: when it first and last went out,
 * the commit it was built from, the ranges it requires, whether it is live and whether it was forced.
 */
export async function listVersions({ env, name, ...where }) {
  const store = storeOf(where);
  const manifest = await store.readManifest(env);
  const journal = await store.journal(env);
  const names = name
    ? [name]
    : [
        ...new Set([
          'shell',
          ...Object.keys(manifest.remotes ?? {}),
          ...perPackage(journal).map((e) => e.name),
        ]),
      ].filter(Boolean);
  return Promise.all(
    names.map(async (pkg) => {
      const live = liveVersionOf(manifest, pkg) ?? null;
      const rows = new Map();
      for (const entry of publishesOf(journal, pkg)) {
        const row = rows.get(entry.version) ?? {
          version: entry.version,
          firstPublishedAt: entry.at,
        };
        row.lastPublishedAt = entry.at;
        row.forced = Boolean(row.forced || entry.forced);
        rows.set(entry.version, row);
      }
      const versions = await Promise.all(
        [...rows.values()].map(async (row) => {
          const info = (await store.buildInfo(pkg, row.version)) ?? {};
          return {
            ...row,
            commit: info.commit ?? null,
            contractVersion: info.contractVersion ?? null,
            requires: info.shared ?? {},
            live: row.version === live,
          };
        }),
      );
      const canary = manifest.remotes?.[pkg]?.canary ?? null;
      return {
        name: pkg,
        live: live === LINKED_VERSION ? 'local (linked build)' : live,
        canary: canary ? { version: canary.version, percent: canary.percent } : null,
        versions,
      };
    }),
  );
}
