import { singletonMismatches } from './compatibility';

const PAGE = new Map([
  ['react', '19.3.1'],
  ['antd', '6.6.8'],
]);

describe('singletonMismatches', () => {
  it('accepts ranges the page satisfies', () => {
    expect(
      singletonMismatches(
        [
          { name: 'react', requiredVersion: '^19.0.0', singleton: true },
          { name: 'antd', requiredVersion: '^6.1.0', singleton: true },
        ],
        PAGE,
      ),
    ).toEqual([]);
  });

  it('names each singleton whose range the page does not satisfy', () => {
    expect(
      singletonMismatches(
        [
          { name: 'react', requiredVersion: '^18.3.1', singleton: true },
          { name: 'antd', requiredVersion: '^5.0.0', singleton: true },
        ],
        PAGE,
      ),
    ).toEqual([
      { name: 'react', required: '^18.3.1', provided: '19.3.1' },
      { name: 'antd', required: '^5.0.0', provided: '6.6.8' },
    ]);
  });

  it('ignores modules that are not singletons, have no range, or the page does not share', () => {
    expect(
      singletonMismatches(
        [
          { name: 'react', requiredVersion: '^18.0.0', singleton: false },
          { name: 'antd', requiredVersion: false, singleton: true },
          { name: 'lodash', requiredVersion: '^1.0.0', singleton: true },
        ],
        PAGE,
      ),
    ).toEqual([]);
  });
});
