import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { judge, loginFiles, measureLogin } from './check-login-weight.mjs';

const imported = (request) => ({ kind: 'import', request });
const consumed = (shareKey) => ({ kind: 'consume', shareKey });
const provided = (shareKey) => ({ kind: 'provide', shareKey });
const group = (name, files, origins, children = [], entry = false) => ({
  name,
  entry,
  origins,
  files,
  children,
});

/** A shell: entry → bootstrap (consumes antd, lazily imports a page); antd consumes react. */
const HOST = {
  groups: [
    group('main', ['main.js'], [], [1], true),
    group(null, ['bootstrap.js'], [imported('./bootstrap')], [2, 3]),
    group(null, ['antd-fallback.js'], [consumed('antd')]),
    group(null, ['settings-page.js'], [imported('./pages/Settings')]),
    group(null, ['antd.js'], [provided('antd')], [5]),
    group(null, ['react-fallback.js'], [consumed('react')]),
    group(null, ['react.js'], [provided('react')]),
  ],
};

/** A remote: its container entry, an exposed ./app that consumes antd and rxjs, a lazy page. */
const REMOTE = {
  groups: [
    group('mf_auth', ['remoteEntry.js'], [], [1, 2]),
    group('__federation_expose_app', ['expose-app.js'], [imported('./src/app.tsx')], [3, 4, 5]),
    group('__federation_expose_widgets', ['expose-widgets.js'], [imported('./src/widgets.ts')]),
    group(null, ['remote-antd-fallback.js'], [consumed('antd')]),
    group(null, ['remote-rxjs-fallback.js'], [consumed('rxjs')]),
    group(null, ['profile-page.js'], [imported('./profile/ProfilePage')]),
    group(null, ['remote-antd.js'], [provided('antd')]),
    group(null, ['remote-rxjs.js'], [provided('rxjs')]),
  ],
};
REMOTE.groups[0].entry = true;
REMOTE.groups[0].files = ['remoteEntry.js'];

test('follows the entry, its bootstrap, the exposed module and the shared modules they consume', () => {
  const files = loginFiles({ host: HOST, remote: REMOTE, expose: 'app' })
    .map(({ build, file }) => `${build}:${file}`)
    .sort();
  assert.deepEqual(files, [
    // antd and react from the shell, which provides them; rxjs only the remote provides.
    'host:antd.js',
    'host:bootstrap.js',
    'host:main.js',
    'host:react.js',
    'remote:expose-app.js',
    'remote:remote-rxjs.js',
    'remote:remoteEntry.js',
  ]);
});

test('names what is missing instead of measuring a partial page', () => {
  const noExpose = { groups: REMOTE.groups.filter((g) => g.name !== '__federation_expose_app') };
  noExpose.groups[0] = { ...noExpose.groups[0], children: [] };
  assert.throws(
    () => loginFiles({ host: HOST, remote: noExpose, expose: 'app' }),
    /exposes no \.\/app/,
  );
  const unprovided = structuredClone(REMOTE);
  unprovided.groups[4].origins = [consumed('mobx')];
  assert.throws(
    () => loginFiles({ host: HOST, remote: unprovided, expose: 'app' }),
    /no build provides the shared module mobx/,
  );
});

test('fails above the budget with the files by size, passes within it', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'login-weight-'));
  const build = (name, graph, sizes) => {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    mkdirSync(path.join(dir, '.build'));
    writeFileSync(path.join(dir, '.build', 'chunk-graph.json'), JSON.stringify(graph));
    for (const g of graph.groups) {
      for (const file of g.files) {
        // Random bytes do not compress: the gzip size is the file's size and a little more.
        writeFileSync(path.join(dir, 'dist', file), randomBytes(sizes[file] ?? 100));
      }
    }
    return dir;
  };
  const hostDir = build('shell', HOST, { 'antd.js': 300 * 1024 });
  const remoteDir = build('mf-auth', REMOTE, {});
  const files = measureLogin({ hostDir, remoteDir, expose: 'app' });
  assert.equal(files.length, 7);
  assert.equal(files[0].name, path.join('shell', 'dist', 'antd.js'));
  assert.ok(files[0].gzip > 300 * 1024);

  const over = judge(files, 200 * 1024);
  assert.equal(over.ok, false);
  assert.match(over.report, /7 files, 30\d\.\d KB gzip \(budget 200\.0 KB\)/);
  assert.match(over.report.split('\n')[1], /shell.dist.antd\.js$/);
  assert.equal(judge(files, 400 * 1024).ok, true);
});
