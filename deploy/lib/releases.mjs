import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { appendJournal, publishesOf, readJournal } from './journal.mjs';
import { LINKED_VERSION, buildInfoOf, checkRemotes, enforce, liveRemotes } from './gate.mjs';
import { manifestPath, readEnvironment } from './paths.mjs';

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

export function readManifest(releasesDir, env) {
  const file = manifestPath(releasesDir, env);
  if (!existsSync(file)) return { environment: env, remotes: {}, shell: null };
  return JSON.parse(readFileSync(file, 'utf8'));
}

function statesDir(releasesDir, env) {
  return path.join(releasesDir, 'history', env, 'states');
}

/** The numbers of the manifest states written so far, oldest first. */
function stateNumbers(releasesDir, env) {
  const dir = statesDir(releasesDir, env);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => /^(\d+)\.json$/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

function readState(releasesDir, env, number) {
  const file = path.join(statesDir(releasesDir, env), `${String(number).padStart(6, '0')}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Swaps the manifest atomically (write then rename) and keeps every state it has been in, numbered,
 * so a whole-manifest restore can walk back any number of steps. Returns the new state's number.
 */
export function writeManifest(releasesDir, env, manifest) {
  const file = manifestPath(releasesDir, env);
  const dir = statesDir(releasesDir, env);
  mkdirSync(dir, { recursive: true });
  const number = (stateNumbers(releasesDir, env).at(-1) ?? 0) + 1;
  writeFileSync(
    path.join(dir, `${String(number).padStart(6, '0')}.json`),
    JSON.stringify(manifest, null, 2),
  );
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(manifest, null, 2));
  renameSync(temp, file);
  return number;
}

const liveShellInfo = (releasesDir, manifest) =>
  manifest.shell ? buildInfoOf(releasesDir, 'shell', manifest.shell.version) : null;

const liveVersionOf = (manifest, name) =>
  name === 'shell' ? manifest.shell?.version : manifest.remotes?.[name]?.version;

/** The manifest with one package pointed at a version (remotes get their origin's entry URL). */
function pointAt(manifest, env, name, version) {
  const next = { ...manifest, publishedAt: new Date().toISOString() };
  if (name === 'shell') {
    next.shell = { version };
    return next;
  }
  const origin = readEnvironment(env).remotes[name];
  if (!origin) throw new Error(`Environment ${env} has no origin for ${name}`);
  next.remotes = {
    ...manifest.remotes,
    [name]: { entry: `${origin}/${version}/mf-manifest.json`, version },
  };
  return next;
}

/**
 * The gate for pointing `name` at a build: a remote against the live shell; a shell against every
 * live remote.
 */
function gateChange(releasesDir, manifest, name, version, info) {
  if (name === 'shell') {
    return checkRemotes(releasesDir, liveRemotes(manifest), info);
  }
  return checkRemotes(releasesDir, [{ name, version, info }], liveShellInfo(releasesDir, manifest));
}

/**
 * Publishes a built package: copies dist/ into an immutable folder named by version and content
 * hash, then points the environment's manifest at it. Refused when it does not fit (see gate.mjs).
 */
export function publish({ packageDir, releasesDir, env, force = false }) {
  const dist = path.join(packageDir, 'dist');
  const info = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
  const manifest = readManifest(releasesDir, env);
  const folder = `${info.version}-${hashFolder(dist)}`;
  const forced = enforce(gateChange(releasesDir, manifest, info.name, folder, info), {
    what: `publish ${info.name}@${info.version}`,
    force,
  });

  const target = path.join(releasesDir, info.name, folder);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    cpSync(dist, temp, { recursive: true });
    renameSync(temp, target);
  }

  const environment = readEnvironment(env);
  const next = pointAt(
    { ...manifest, environment: environment.environment },
    env,
    info.name,
    folder,
  );
  const state = writeManifest(releasesDir, env, next);
  appendJournal(releasesDir, env, {
    action: 'publish',
    name: info.name,
    version: folder,
    from: liveVersionOf(manifest, info.name) ?? null,
    commit: info.commit ?? null,
    forced,
    state,
  });
  return { name: info.name, version: folder, forced };
}

/**
 * The version one step back along a package's own publish history from the live one (repeated
 * calls keep going back); from a linked build, the last published version.
 */
function previousVersion(journal, name, live) {
  const versions = publishesOf(journal, name).map((entry) => entry.version);
  const index = versions.lastIndexOf(live);
  for (let i = (index < 0 ? versions.length : index) - 1; i >= 0; i--) {
    if (versions[i] !== live) return versions[i];
  }
  return null;
}

/**
 * Environments published before the journal existed kept whole-manifest copies named by time in
 * history/<env>/: the newest one with another version of the package is its previous version.
 */
function legacyPreviousVersion(releasesDir, env, name, live) {
  const dir = path.join(releasesDir, 'history', env);
  if (!existsSync(dir)) return null;
  const copies = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse();
  for (const file of copies) {
    const version = liveVersionOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), name);
    if (version && version !== live) return version;
  }
  return null;
}

/**
 * Points one package (a remote or the shell) back at an earlier published version: `to` names it,
 * else one step back along its publish history. Without `name`, restores the whole manifest one
 * step back along its states. Every form runs the gate; `force` is recorded and cannot override a
 * platform contract mismatch.
 */
export function rollback({ releasesDir, env, name, to, force = false }) {
  if (!name) return restoreManifest({ releasesDir, env, force });
  const manifest = readManifest(releasesDir, env);
  const journal = readJournal(releasesDir, env);
  const live = liveVersionOf(manifest, name);
  const target =
    to ??
    previousVersion(journal, name, live) ??
    legacyPreviousVersion(releasesDir, env, name, live);
  if (!target) throw new Error(`No earlier version of ${name} in ${env}'s publish history`);
  if (target === live) throw new Error(`${name} ${target} is already live in ${env}`);
  const info = buildInfoOf(releasesDir, name, target);
  const forced = enforce(gateChange(releasesDir, manifest, name, target, info), {
    what: `roll ${name} back to ${target}`,
    force,
  });
  const next = pointAt(manifest, env, name, target);
  const state = writeManifest(releasesDir, env, next);
  appendJournal(releasesDir, env, {
    action: 'rollback',
    name,
    version: target,
    from: live ?? null,
    forced,
    state,
  });
  return next;
}

/** The whole manifest one state back (repeated calls keep going back), gated as a whole. */
function restoreManifest({ releasesDir, env, force }) {
  const states = stateNumbers(releasesDir, env);
  const last = readJournal(releasesDir, env).at(-1);
  const cursor = last?.action === 'restore' ? last.restoredTo : states.at(-1);
  const target = states.filter((number) => number < (cursor ?? 0)).at(-1);
  if (target === undefined) throw new Error(`No earlier state of ${env}'s manifest in its history`);
  const previous = readState(releasesDir, env, target);
  const shell = liveShellInfo(releasesDir, previous);
  const forced = enforce(checkRemotes(releasesDir, liveRemotes(previous), shell), {
    what: `restore ${env}'s manifest to state ${target}`,
    force,
  });
  const next = { ...previous, publishedAt: new Date().toISOString() };
  const state = writeManifest(releasesDir, env, next);
  appendJournal(releasesDir, env, { action: 'restore', restoredTo: target, forced, state });
  return next;
}

/**
 * Every version of each package published to the environment: when it first and last went out,
 * the commit it was built from, the ranges it requires, whether it is live and whether it was forced.
 */
export function listVersions({ releasesDir, env, name }) {
  const manifest = readManifest(releasesDir, env);
  const journal = readJournal(releasesDir, env);
  const names = name
    ? [name]
    : [
        ...new Set([
          'shell',
          ...Object.keys(manifest.remotes ?? {}),
          ...journal.map((e) => e.name),
        ]),
      ].filter(Boolean);
  return names.map((pkg) => {
    const live = liveVersionOf(manifest, pkg) ?? null;
    const rows = new Map();
    for (const entry of publishesOf(journal, pkg)) {
      const row = rows.get(entry.version) ?? { version: entry.version, firstPublishedAt: entry.at };
      row.lastPublishedAt = entry.at;
      row.forced = Boolean(row.forced || entry.forced);
      rows.set(entry.version, row);
    }
    const versions = [...rows.values()].map((row) => {
      const info = existsSync(path.join(releasesDir, pkg, row.version, 'build-info.json'))
        ? buildInfoOf(releasesDir, pkg, row.version)
        : {};
      return {
        ...row,
        commit: info.commit ?? null,
        contractVersion: info.contractVersion ?? null,
        requires: info.shared ?? {},
        live: row.version === live,
      };
    });
    return { name: pkg, live: live === LINKED_VERSION ? 'local (linked build)' : live, versions };
  });
}
