import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compatibilityProblems, satisfies } from './compat.mjs';

test('satisfies the ranges builds emit', () => {
  const cases = [
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['6.6.9', '~6.6.8', true],
    ['6.7.0', '~6.6.8', false],
    ['1.2.3', '1.2.3', true],
    ['2.0.0', '>=1.0.0', true],
    ['1.0.0', '*', true],
  ];
  for (const [version, range, expected] of cases) {
    assert.equal(satisfies(version, range), expected, `${version} in ${range}`);
  }
});

test('accepts a remote whose singleton ranges the shell satisfies', () => {
  const shell = { contractVersion: 1, sharedVersions: { react: '19.3.1', antd: '6.6.8' } };
  assert.deepEqual(
    compatibilityProblems({ contractVersion: 1, shared: { react: '^19.3.1' } }, shell),
    [],
  );
});

test('refuses another contract version, an unsatisfied or a missing singleton', () => {
  const shell = { contractVersion: 1, sharedVersions: { react: '19.3.1' } };
  const problems = compatibilityProblems(
    { contractVersion: 2, shared: { react: '^20.0.0', mobx: '^7.0.0' } },
    shell,
  );
  assert.equal(problems.length, 3);
  assert.match(problems[0], /contract 2/);
  assert.match(problems[1], /react@19.3.1 .* \^20.0.0/);
  assert.match(problems[2], /mobx is not provided/);
});

test('refuses a remote that imports from a singleton what the live shell does not export', () => {
  const shell = {
    contractVersion: 1,
    sharedVersions: { antd: '6.6.8' },
    sharedExports: { antd: ['Button', 'Form'] },
  };
  const remote = (needed) => ({
    contractVersion: 1,
    shared: { antd: '^6.6.8' },
    sharedImports: { antd: needed },
  });
  assert.deepEqual(compatibilityProblems(remote(['Form']), shell), []);
  const problems = compatibilityProblems(remote(['Form', 'Table', 'Tree']), shell);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /antd .* does not export Table, Tree/);
  // A shell built before the list existed carries the whole library.
  const olderShell = { contractVersion: 1, sharedVersions: { antd: '6.6.8' } };
  assert.deepEqual(compatibilityProblems(remote(['Table']), olderShell), []);
});

test('antd in two facades (ADR 247): each key is checked, and a shell from before the split is refused', () => {
  const later = '@platform/antd-later';
  const shell = {
    contractVersion: 1,
    sharedVersions: { antd: '6.6.8', [later]: '6.6.8' },
    sharedExports: { antd: ['Button', 'Table'], [later]: ['DatePicker', 'Form'] },
  };
  const remote = (imports) => ({
    contractVersion: 1,
    shared: { antd: '^6.6.8', [later]: '^6.6.8' },
    sharedImports: imports,
  });
  assert.deepEqual(
    compatibilityProblems(remote({ antd: ['Button'], [later]: ['Form'] }), shell),
    [],
  );
  // A remote built before the split asks the start's facade for Form: refused, not broken.
  assert.match(
    compatibilityProblems(remote({ antd: ['Button', 'Form'] }), shell).join('\n'),
    /shared singleton antd of the live shell does not export Form/,
  );
  assert.match(
    compatibilityProblems(remote({ antd: [], [later]: ['Upload'] }), shell).join('\n'),
    /@platform\/antd-later of the live shell does not export Upload/,
  );
  // A shell from before the split provides no later facade.
  const olderShell = {
    contractVersion: 1,
    sharedVersions: { antd: '6.6.8' },
    sharedExports: { antd: ['Button', 'DatePicker', 'Form', 'Table'] },
  };
  assert.match(
    compatibilityProblems(remote({ antd: ['Button'], [later]: ['Form'] }), olderShell).join('\n'),
    /shared singleton @platform\/antd-later is not provided by the live shell/,
  );
});

test('the rest of antd (ADR 280): a remote drawing a component no facade carries needs a shell that provides it, and only then', () => {
  const later = '@platform/antd-later';
  const rest = '@platform/antd-rest';
  const shell = {
    contractVersion: 1,
    sharedVersions: { antd: '6.6.8', [later]: '6.6.8', [rest]: '6.6.8' },
    sharedExports: { antd: ['Button'], [later]: ['Form'], [rest]: ['ColorPicker', 'Rate'] },
  };
  // Built alone from code that draws Rate: it lists the key, and the live shell carries Rate.
  const drawsRate = {
    contractVersion: 1,
    shared: { antd: '^6.6.8', [later]: '^6.6.8', [rest]: '^6.6.8' },
    sharedImports: { antd: ['Button'], [later]: [], [rest]: ['Rate'] },
  };
  assert.deepEqual(compatibilityProblems(drawsRate, shell), []);
  // A shell from before the third facade is refused for it…
  const olderShell = {
    contractVersion: 1,
    sharedVersions: { antd: '6.6.8', [later]: '6.6.8' },
    sharedExports: { antd: ['Button'], [later]: ['Form'] },
  };
  assert.match(
    compatibilityProblems(drawsRate, olderShell).join('\n'),
    /shared singleton @platform\/antd-rest is not provided by the live shell/,
  );
  // …but not for a remote that draws none of the rest: it does not list the key.
  const drawsNone = {
    contractVersion: 1,
    shared: { antd: '^6.6.8', [later]: '^6.6.8' },
    sharedImports: { antd: ['Button'], [later]: ['Form'] },
  };
  assert.deepEqual(compatibilityProblems(drawsNone, olderShell), []);
});

test("a remote that runs on the shell's federation runtime needs a shell of that minor version", () => {
  const remote = { contractVersion: 1, shared: {}, federationRuntime: { uses: '2.9.2' } };
  const shell = (federationRuntime) => ({
    contractVersion: 1,
    sharedVersions: {},
    federationRuntime,
  });
  assert.deepEqual(compatibilityProblems(remote, shell({ provides: '2.9.5' })), []);
  assert.match(
    compatibilityProblems(remote, shell(undefined)).join('\n'),
    /federation runtime, which the live shell does not provide/,
  );
  assert.match(
    compatibilityProblems(remote, shell({ provides: '2.10.0' })).join('\n'),
    /runs on federation runtime 2\.9\.2, the live shell provides 2\.10\.0/,
  );
  // A remote carrying its own runtime (a development build, or one built before) needs nothing.
  assert.deepEqual(
    compatibilityProblems({ ...remote, federationRuntime: { bundled: '2.9.2' } }, shell(undefined)),
    [],
  );
});
