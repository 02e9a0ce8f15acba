import { mediumSize } from './gridSize';

describe('column size mapping', () => {
  it.each([
    [1, 2],
    [2, 3],
    [4, 6],
    [7, 11],
    [8, 12],
    [12, 12],
  ])('size %p maps to a medium size of %p', (size, medium) => {
    expect(mediumSize(size)).toBe(medium);
  });
});
