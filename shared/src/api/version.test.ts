import { compareVersions, isVersionNewer } from './version';

describe('isVersionNewer', () => {
  it.each([
    ['1.2.4', '1.2.3', true],
    ['1.3.0', '1.2.9', true],
    ['2.0.0', '1.99.99', true],
    ['1.10.0', '1.9.0', true],
    ['1.2.3', '1.2.3', false],
    ['1.2.3', '1.2.4', false],
    ['1.2.3+99', '1.2.3+1', false],
    ['v1.2.4', '1.2.3', true],
    ['1.2', '1.2.0', false],
    ['1.0.0', '1.0.0-rc.1', true],
    ['1.0.0-rc.2', '1.0.0-rc.1', true],
    ['1.0.0-rc.10', '1.0.0-rc.9', true],
    ['1.0.0-beta', '1.0.0-alpha', true],
    ['1.0.0-rc.1', '1.0.0', false],
  ])('%s newer than %s: %s', (a, b, expected) => {
    expect(isVersionNewer(a, b)).toBe(expected);
  });

  it('orders versions for sorting', () => {
    expect(['1.10.0', '1.2.0', '1.9.1'].sort(compareVersions)).toEqual([
      '1.2.0',
      '1.9.1',
      '1.10.0',
    ]);
  });
});
