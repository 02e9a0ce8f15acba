import { canaryBucket, chooseCanaries } from './canary';

const STABLE = 'http://localhost:3101/1.0.0-stable/mf-manifest.json';
const CANARY = 'http://localhost:3101/1.1.0-canary/mf-manifest.json';
const manifest = (percent: number) => ({
  environment: 'e2e',
  remotes: {
    mf_auth: {
      entry: STABLE,
      version: '1.0.0-stable',
      canary: { entry: CANARY, version: '1.1.0-canary', percent, since: '2031-01-01T00:00:00Z' },
    },
    mf_views: { entry: 'http://localhost:3102/2.0.0/mf-manifest.json', version: '2.0.0' },
  },
});
const descriptors = () => [
  { name: 'mf_auth', entry: STABLE, version: '1.0.0-stable' },
  { name: 'mf_views', entry: 'http://localhost:3102/2.0.0/mf-manifest.json', version: '2.0.0' },
];
const versionFor = (percent: number, userId: number | null) =>
  chooseCanaries(manifest(percent), descriptors(), userId).find((r) => r.name === 'mf_auth')
    ?.version;

describe('canary', () => {
  it('puts a user in the same bucket every time, and spreads users over all buckets', () => {
    expect(canaryBucket('mf_auth', 42)).toBe(canaryBucket('mf_auth', 42));
    const buckets = Array.from({ length: 1000 }, (_, i) => canaryBucket('mf_auth', i + 1));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const below50 = buckets.filter((bucket) => bucket < 50).length;
    expect(below50).toBeGreaterThan(400);
    expect(below50).toBeLessThan(600);
  });

  it('serves the canary to the users whose bucket is below its percentage, stable to the rest', () => {
    const users = Array.from({ length: 200 }, (_, i) => i + 1);
    for (const userId of users) {
      const expected = canaryBucket('mf_auth', userId) < 50 ? '1.1.0-canary' : '1.0.0-stable';
      expect(versionFor(50, userId)).toBe(expected);
      expect(versionFor(50, userId)).toBe(expected); // stable per user
    }
    const versions = new Set(users.map((userId) => versionFor(50, userId)));
    expect(versions).toEqual(new Set(['1.1.0-canary', '1.0.0-stable']));
    const chosen = chooseCanaries(
      manifest(99),
      descriptors(),
      users.find((u) => versionFor(99, u) === '1.1.0-canary')!,
    );
    expect(chosen[0]).toEqual({ name: 'mf_auth', entry: CANARY, version: '1.1.0-canary' });
    expect(chosen[1]).toEqual(descriptors()[1]);
  });

  it('keeps the buckets of the seeded users (a new hash would move users mid-canary)', () => {
    expect([1, 2, 3, 6].map((userId) => canaryBucket('mf_auth', userId))).toEqual([80, 37, 18, 13]);
    // At 50 %: the demo administrator (user 1) keeps the stable version, the sales user (2) does not.
    expect(versionFor(50, 1)).toBe('1.0.0-stable');
    expect(versionFor(50, 2)).toBe('1.1.0-canary');
  });

  it('serves the stable versions to signed-out visitors and when the canary is malformed', () => {
    expect(versionFor(99, null)).toBe('1.0.0-stable');
    const broken = { remotes: { mf_auth: { entry: STABLE, version: '1', canary: { entry: 7 } } } };
    expect(chooseCanaries(broken, descriptors(), 1)).toEqual(descriptors());
  });
});
