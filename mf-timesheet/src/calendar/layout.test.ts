import { placeSideBySide } from './layout';

describe('side by side placement', () => {
  it('gives a lone event the full width', () => {
    expect(placeSideBySide([{ start: 0, end: 60 }])).toEqual([
      { start: 0, end: 60, column: 0, columns: 1 },
    ]);
  });

  it('splits overlapping events into columns and reuses a freed column', () => {
    const placed = placeSideBySide([
      { start: 0, end: 120 },
      { start: 30, end: 60 },
      { start: 60, end: 90 },
    ]);
    expect(placed.map((p) => [p.start, p.column, p.columns])).toEqual([
      [0, 0, 2],
      [30, 1, 2],
      [60, 1, 2],
    ]);
  });

  it('starts a new group after a gap', () => {
    const placed = placeSideBySide([
      { start: 0, end: 60 },
      { start: 30, end: 90 },
      { start: 90, end: 120 },
    ]);
    expect(placed.map((p) => p.columns)).toEqual([2, 2, 1]);
  });
});
