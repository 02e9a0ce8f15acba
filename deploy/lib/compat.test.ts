// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore plain ES module without types
import { compatibilityProblems, satisfies } from './compat.mjs';

describe('satisfies', () => {
  it.each([
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
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('compatibilityProblems', () => {
  const shell = { contractVersion: 1, sharedVersions: { react: '19.3.1', antd: '6.6.8' } };
  it('accepts a remote whose ranges the shell satisfies', () => {
    expect(compatibilityProblems({ contractVersion: 1, shared: { react: '^19.3.1' } }, shell)).toEqual([]);
  });
  it('refuses another contract version or an unsatisfied singleton', () => {
    const problems = compatibilityProblems({ contractVersion: 2, shared: { react: '^20.0.0', mobx: '^7.0.0' } }, shell);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/contract 2/);
    expect(problems.join('\n')).toMatch(/react@19.3.1 .* \^20.0.0/);
    expect(problems.join('\n')).toMatch(/mobx is not provided/);
  });
});
