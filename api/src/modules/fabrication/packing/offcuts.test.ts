// Tests of the reusable offcuts (issue 39, item 1): the cuttable set of largest area is reported,
// across the fill's own split lines, and the checker refuses a plan that missed a larger one.
import type { PackingResult } from '@platform/shared/contracts';
import { checkLayout, type Rect } from './checker';
import { toResult } from './result';
import { toStocks } from './stock';
import type { SheetLayout } from './sheet';
import { packPiece } from './test-support';

const KERF = 3;

/**
 * A 1500 × 3000 sheet holding real panels at real positions, with the free rectangles the fill
 * left (grown sizes, as the packer keeps them).
 */
function layoutOf(panels: Array<[number, number, number, number]>, free: Rect[]): SheetLayout {
  const [stock] = toStocks(
    [{ name: '1500 × 3000', width: 1500, height: 3000, price: '318.00' }],
    KERF,
  );
  const placements = panels.map(([x, y, width, height], index) => {
    const piece = packPiece(width, height, index + 1, KERF, false);
    return { piece, x, y, width: piece.width, height: piece.height, rotated: false };
  });
  const usedArea = placements.reduce((sum, placement) => sum + placement.piece.area, 0);
  return { stock, placements, free, usedArea };
}

// Sheet 47 of the 100-panel mixed plan on the seeded 316 rolls: a door, a window beside it, and a
// wide window under both. The fill cut the free space right of the wide window level with it, so
// its free rectangle stopped 7 mm short of the sheet's bottom edge (a sliver joined to nothing).
const SHEET_47 = layoutOf(
  [
    [0, 0, 830, 2340],
    [833, 0, 640, 1580],
    [0, 2343, 1080, 650],
  ],
  [
    { x: 1473, y: 0, width: 30, height: 1583 },
    { x: 833, y: 1583, width: 670, height: 760 },
    { x: 1083, y: 2343, width: 420, height: 653 },
    { x: 0, y: 2996, width: 1503, height: 7 },
  ],
);

describe('reusable offcuts', () => {
  it('cuts the free space again across the split lines: 417 × 657 at (1083, 2343), not 417 × 650', () => {
    const result = toResult(SHEET_47, KERF);
    expect(result.reusableOffcuts).toEqual([
      { x: 833, y: 1583, width: 667, height: 757 },
      { x: 1083, y: 2343, width: 417, height: 657 },
    ]);
    // 4 500 000 mm² of sheet, 3 655 400 of panels, 778 888 of offcuts: 65 712 (1.46 %) lost for
    // good, where the fill's own free rectangles (417 × 650) left 1.53 %.
    expect(result.wastePercentage).toBe(18.77);
    expect(result.netWastePercentage).toBe(1.46);
    expect(checkLayout(result, KERF)).toEqual([]);
  });

  it('chooses the cuts that keep the most offcut area', () => {
    // A 1000 × 2400 door, then a 497 × 800 window right of it: the fill left a strip under the
    // window down to the bottom edge and a band under the door only (1000 × 597 and 497 × 2197,
    // 1 688 909 mm²). Cut the other way, the band runs under everything: 1500 × 597 and
    // 497 × 1597 keep 300 mm² more (one kerf square fewer lost between them).
    const layout = layoutOf(
      [
        [0, 0, 1000, 2400],
        [1003, 0, 497, 800],
      ],
      [
        { x: 1003, y: 803, width: 500, height: 2200 },
        { x: 0, y: 2403, width: 1003, height: 600 },
      ],
    );
    const result = toResult(layout, KERF);
    expect(result.reusableOffcuts).toEqual([
      { x: 1003, y: 803, width: 497, height: 1597 },
      { x: 0, y: 2403, width: 1500, height: 597 },
    ]);
    expect(checkLayout(result, KERF)).toEqual([]);
  });

  it('reports nothing where no leftover reaches 250 × 550 either way round', () => {
    const layout = layoutOf([[0, 0, 1500, 2500]], [{ x: 0, y: 2503, width: 1503, height: 500 }]);
    // 1500 × 497 is kept: 497 ≥ 250 and 1500 ≥ 550.
    expect(toResult(layout, KERF).reusableOffcuts).toEqual([
      { x: 0, y: 2503, width: 1500, height: 497 },
    ]);
    const full = layoutOf([[0, 0, 1500, 2760]], [{ x: 0, y: 2763, width: 1503, height: 240 }]);
    expect(toResult(full, KERF).reusableOffcuts).toEqual([]);
  });
});

describe('checkLayout on offcuts', () => {
  const withOffcuts = (offcuts: PackingResult['reusableOffcuts']): PackingResult => ({
    ...toResult(SHEET_47, KERF),
    reusableOffcuts: offcuts,
  });

  it('reports a larger cuttable offcut that was missed', () => {
    const missed = withOffcuts([
      { x: 833, y: 1583, width: 667, height: 757 },
      { x: 1083, y: 2343, width: 417, height: 650 },
    ]);
    expect(checkLayout(missed, KERF)).toEqual([
      'a cuttable 417 mm × 657 mm offcut at (1083, 2343) was not reported',
    ]);
    const none = withOffcuts([{ x: 833, y: 1583, width: 667, height: 757 }]);
    expect(checkLayout(none, KERF)).toEqual([
      'a cuttable 417 mm × 657 mm offcut at (1083, 2343) was not reported',
    ]);
  });

  it('reports an offcut that is too small, on a panel, or not cuttable with the panels', () => {
    expect(
      checkLayout(
        withOffcuts([
          { x: 833, y: 1583, width: 667, height: 757 },
          { x: 1083, y: 2343, width: 417, height: 657 },
          { x: 1476, y: 0, width: 24, height: 1580 },
        ]),
        KERF,
      ),
    ).toEqual(['the 24 mm × 1580 mm offcut at (1476, 0) is smaller than a reusable offcut']);
    expect(
      checkLayout(
        withOffcuts([
          { x: 833, y: 1583, width: 667, height: 757 },
          { x: 1000, y: 2343, width: 500, height: 657 },
        ]),
        KERF,
      ),
    ).toEqual([
      'the 500 mm × 657 mm offcut at (1000, 2343) is less than a kerf from another piece',
    ]);
  });
});
