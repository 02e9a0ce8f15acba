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
import { compatibilityProblems } from './compat.mjs';
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

/** Swaps the manifest atomically (write then rename) and keeps the previous one in history. */
export function writeManifest(releasesDir, env, manifest) {
  const file = manifestPath(releasesDir, env);
  const historyDir = path.join(releasesDir, 'history', env);
  mkdirSync(historyDir, { recursive: true });
  if (existsSync(file)) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    cpSync(file, path.join(historyDir, `${stamp}-${process.pid}.json`));
  }
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(manifest, null, 2));
  renameSync(temp, file);
}

/**
 * Publishes a built package: copies dist/ into an immutable folder named by version and content
 * hash, then points the environment's manifest at it. Remotes are refused when they do not fit the
 * live shell.
 */
export function publish({ packageDir, releasesDir, env, force = false }) {
  const dist = path.join(packageDir, 'dist');
  const info = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
  const manifest = readManifest(releasesDir, env);
  const isShell = info.name === 'shell';

  if (!isShell && manifest.shell && !force) {
    const shellInfoFile = path.join(
      releasesDir,
      'shell',
      manifest.shell.version,
      'build-info.json',
    );
    const problems = compatibilityProblems(info, JSON.parse(readFileSync(shellInfoFile, 'utf8')));
    if (problems.length) {
      throw new Error(
        `Refusing to publish ${info.name}@${info.version}:\n  - ${problems.join('\n  - ')}`,
      );
    }
  }

  const folder = `${info.version}-${hashFolder(dist)}`;
  const target = path.join(releasesDir, info.name, folder);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    cpSync(dist, temp, { recursive: true });
    renameSync(temp, target);
  }

  const environment = readEnvironment(env);
  const next = {
    ...manifest,
    environment: environment.environment,
    publishedAt: new Date().toISOString(),
  };
  if (isShell) {
    next.shell = { version: folder };
  } else {
    const origin = environment.remotes[info.name];
    if (!origin) throw new Error(`Environment ${env} has no origin for ${info.name}`);
    next.remotes = {
      ...manifest.remotes,
      [info.name]: { entry: `${origin}/${folder}/mf-manifest.json`, version: folder },
    };
  }
  writeManifest(releasesDir, env, next);
  return { name: info.name, version: folder };
}

/** Points the manifest back at the previous version of one remote (or of everything). */
export function rollback({ releasesDir, env, name }) {
  const historyDir = path.join(releasesDir, 'history', env);
  const current = readManifest(releasesDir, env);
  const history = existsSync(historyDir) ? readdirSync(historyDir).sort().reverse() : [];
  const currentVersion = (m) => (name === 'shell' ? m.shell?.version : m.remotes?.[name]?.version);
  for (const file of history) {
    const previous = JSON.parse(readFileSync(path.join(historyDir, file), 'utf8'));
    if (!name) {
      writeManifest(releasesDir, env, previous);
      return previous;
    }
    const version = currentVersion(previous);
    if (version && version !== currentVersion(current)) {
      const next = { ...current, publishedAt: new Date().toISOString() };
      if (name === 'shell') next.shell = previous.shell;
      else next.remotes = { ...current.remotes, [name]: previous.remotes[name] };
      writeManifest(releasesDir, env, next);
      return next;
    }
  }
  throw new Error(`No earlier version of ${name ?? 'the manifest'} in ${env}'s history`);
}
