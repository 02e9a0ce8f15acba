// Tests of the exact guillotine fitter: it finds a layout whenever one exists (sheets cut into
// random guillotine tilings, the panels shuffled and turned, must fit back), it refuses a set
// that only a non-guillotine layout holds, and what it lays out passes the checker.
import fc from 'fast-check';
import { checkLayout, isGuillotineCuttable, type Rect } from './checker';
import { ExactSheetFitter } from './exact-sheet';
import { toResult } from './result';
import type { SheetLayout } from './sheet';
import { toStocks, type Piece } from './stock';
import { packPiece } from './test-support';

function fitterFor(width: number, height: number, kerf: number) {
  const [stock] = toStocks([{ name: 'sheet', width, height, price: '100.00' }], kerf);
  return new ExactSheetFitter(stock, kerf);
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The layout as the checker sees it, and its panels and free rectangles never overlapping. */
function expectValid(layout: SheetLayout, kerf: number) {
  expect(checkLayout(toResult(layout, kerf), kerf)).toEqual([]);
  const rects: Rect[] = [...layout.placements, ...layout.free];
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < rects.length; j += 1) expect(overlaps(rects[i], rects[j])).toBe(false);
  }
  expect(isGuillotineCuttable(rects)).toBe(true);
}

describe('ExactSheetFitter', () => {
  it('refuses the pinwheel: five panels that tile the sheet only without guillotine cuts', () => {
    // Four 200 × 100 panels around a 100 × 100 one, fixed orientation, on a 300 × 300 sheet.
    const fitter = fitterFor(300, 300, 0);
    const pieces = [
      packPiece(200, 100, 1, 0, false),
      packPiece(100, 200, 2, 0, false),
      packPiece(200, 100, 3, 0, false),
      packPiece(100, 200, 4, 0, false),
      packPiece(100, 100, 5, 0, false),
    ];
    expect(fitter.fits(pieces)).toBe(false);
    expect(fitter.layout(pieces)).toBeNull();
    // Without one of the long panels they fit: the refusal is about the cuts, not the area.
    const layout = fitter.layout(pieces.filter((piece) => piece.index !== 4));
    expect(layout?.placements).toHaveLength(4);
    expectValid(layout as SheetLayout, 0);
  });

  it('turns a panel only when its mesh direction allows', () => {
    const fitter = fitterFor(1000, 500, 3);
    expect(fitter.fits([packPiece(400, 900, 1, 3, false)])).toBe(false);
    const layout = fitter.layout([packPiece(400, 900, 2, 3, true)]);
    expect(layout?.placements[0]).toMatchObject({ rotated: true, width: 903, height: 403 });
  });

  it('needs the kerf between panels: two halves of a sheet fit only with a kerf to spare', () => {
    const halves = (kerf: number) => [
      packPiece(500, 1000, 1, kerf, false),
      packPiece(500, 1000, 2, kerf, false),
    ];
    expect(fitterFor(1003, 1000, 3).fits(halves(3))).toBe(true);
    expect(fitterFor(1002, 1000, 3).fits(halves(3))).toBe(false);
  });

  /** A sheet cut into `cuts + 1` panels by guillotine cuts at the given fractions. */
  const tiling = fc.record({
    cuts: fc.array(
      fc.record({ at: fc.double({ min: 0.1, max: 0.9, noNaN: true }), turn: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
    kerf: fc.constantFrom(0, 3, 4.5),
    order: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
  });

  it('fits every guillotine tiling of the sheet back onto it, panels shuffled and turned', () => {
    fc.assert(
      fc.property(tiling, ({ cuts, kerf, order }) => {
        const width = 1500;
        const height = 3000;
        // Tiles of the grown sheet: each grown panel is one tile, so they fit exactly.
        let tiles = [{ width: width + kerf, height: height + kerf }];
        for (const { at, turn } of cuts) {
          tiles.sort((a, b) => b.width * b.height - a.width * a.height);
          const [tile, ...rest] = tiles;
          const across = turn ? tile.width : tile.height;
          const first = Math.max(kerf + 1, Math.round(across * at));
          if (across - first <= kerf) continue;
          const parts = turn
            ? [
                { width: first, height: tile.height },
                { width: tile.width - first, height: tile.height },
              ]
            : [
                { width: tile.width, height: first },
                { width: tile.width, height: tile.height - first },
              ];
          tiles = [...rest, ...parts];
        }
        const pieces: Piece[] = tiles
          .map((tile, index) => ({ tile, key: order[index] ?? 0, index }))
          .sort((a, b) => a.key - b.key || a.index - b.index)
          .map(({ tile, index }) => {
            // A rotatable panel may come turned: the fitter has to turn it back.
            const turned = index % 2 === 1;
            const realWidth = (turned ? tile.height : tile.width) - kerf;
            const realHeight = (turned ? tile.width : tile.height) - kerf;
            return packPiece(realWidth, realHeight, index, kerf, turned);
          });
        const fitter = fitterFor(width, height, kerf);
        const layout = fitter.layout(pieces);
        expect(layout?.placements).toHaveLength(pieces.length);
        expectValid(layout as SheetLayout, kerf);
      }),
      { numRuns: 150 },
    );
  });

  it('counts its work, so that callers can budget it deterministically', () => {
    const fitter = fitterFor(1500, 3000, 3);
    const pieces = [600, 700, 800].map((size, k) => packPiece(size, size, k, 3, false));
    fitter.fits(pieces);
    const first = fitter.work;
    expect(first).toBeGreaterThan(pieces.length);
    fitter.fits(pieces);
    // Asked again, the answer is remembered: one unit for the question only.
    expect(fitter.work).toBe(first + 1);
  });

  it('refuses a set holding a set already refused without laying out its other subsets', () => {
    const fitter = fitterFor(1000, 1000, 0);
    const tooWide = [packPiece(600, 300, 1, 0, false), packPiece(600, 800, 2, 0, false)];
    expect(fitter.fits(tooWide)).toBe(false);
    const before = fitter.work;
    // {1, 2} is known not to fit: {1, 3} and {2, 3} are not computed, only the question counts.
    expect(fitter.fits([...tooWide, packPiece(100, 100, 3, 0, false)])).toBe(false);
    expect(fitter.work - before).toBe(3);
  });

  it('answers alike for any panel indices, including those past one UTF-16 unit', () => {
    // The memo keys one unit per index below 0xD800 and fall back above it: a set mixing both
    // kinds must get the answers the same panels get with small indices.
    const sizes: Array<[number, number]> = [
      [700, 1400],
      [760, 1400],
      [1400, 700],
      [500, 1500],
      [980, 1500],
      [300, 300],
    ];
    const ask = (base: number) => {
      const fitter = fitterFor(1500, 3000, 3);
      const pieces = sizes.map(([w, h], k) => packPiece(w, h, base + k, 3, k % 2 === 0));
      const answers: boolean[] = [];
      for (let mask = 1; mask < 1 << pieces.length; mask += 1) {
        answers.push(fitter.fits(pieces.filter((_, k) => mask & (1 << k))));
      }
      return answers;
    };
    const small = ask(0);
    expect(small).toContain(true);
    expect(small).toContain(false);
    expect(ask(0xd7fd)).toEqual(small);
    expect(ask(70_000)).toEqual(small);
  });
});
