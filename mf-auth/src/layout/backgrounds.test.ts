import { ACTION_BACKGROUNDS, LOGIN_BACKGROUNDS, pickBackground } from './backgrounds';

describe('backgrounds', () => {
  it('offers 2 login backgrounds and 3 account-action backgrounds', () => {
    expect(LOGIN_BACKGROUNDS).toHaveLength(2);
    expect(ACTION_BACKGROUNDS).toHaveLength(3);
  });

  it('picks each image for its share of random values', () => {
    const images = ['a', 'b', 'c'];
    expect(pickBackground(images, () => 0)).toBe('a');
    expect(pickBackground(images, () => 0.5)).toBe('b');
    expect(pickBackground(images, () => 0.9999)).toBe('c');
  });
});
