// For the deploy tests: a temporary folder of fake package builds, published to the e2e
// environment of a local releases folder (or of the store a test passes).
// Not named *.test.mjs or test-*.mjs, so `node --test deploy/lib/` does not run it as a test file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish, readManifest } from './releases.mjs';
import { readEnvironment } from './paths.mjs';
import { localStore } from './store.mjs';

/** The environment the tests publish to. */
export const TEST_ENV = 'e2e';

/** The origin a remote's releases are served from in the test environment. */
export const originOf = (name) => readEnvironment(TEST_ENV).remotes[name];

/**
 * A temporary folder (its name starts with `prefix`) for one test:
 * - `build(name, overrides?, label?)` writes a fake package build (dist/remoteEntry.js holding
 *   the label, an asset, and build-info.json with a commit, react ranges and `overrides`) and
 *   returns its folder; every build differs, so each publishes a new version;
 * - `releasesDir` is the local releases folder, `store` where publishes go (that folder's store
 *   unless `options.store` is given);
 * - `pub(name, { overrides, force, canary, store })` builds and publishes, answering the version;
 * - `entry(name)` and `live(name)` read the remote's manifest entry and its live version.
 */
export function testReleases(prefix, options = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  const releasesDir = path.join(root, 'releases');
  const store = options.store ?? localStore(releasesDir);
  let builds = 0;
  const build = (name, overrides = {}, label = `${name} build ${builds + 1}`) => {
    const dir = path.join(root, `pkg-${name}-${++builds}`);
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), `/* ${label} */`);
    writeFileSync(path.join(dir, 'dist', 'assets', 'logo.svg'), '<svg/>');
    const info = {
      name,
      version: '1.0.0',
      contractVersion: 1,
      commit: `c0ffee${builds}`,
      shared: { react: '^19.3.1' },
      sharedVersions: { react: '19.3.1' },
      ...overrides,
    };
    writeFileSync(path.join(dir, 'dist', 'build-info.json'), JSON.stringify(info));
    return dir;
  };
  const pub = async (name, { overrides, force = false, canary, store: on = store } = {}) =>
    (await publish({ packageDir: build(name, overrides), store: on, env: TEST_ENV, canary, force }))
      .version;
  const entry = async (name) => (await readManifest(store, TEST_ENV)).remotes[name];
  const live = async (name) => (await entry(name))?.version;
  return { root, releasesDir, store, build, pub, entry, live };
}
