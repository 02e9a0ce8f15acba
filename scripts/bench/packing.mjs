#!/usr/bin/env node
// Benchmark: the mesh cut optimiser (api/src/modules/fabrication/packing) on realistic door and
// window panels, next to maxrects-packer (free packing, not guillotine). Prints figures; not a test.
// Goals (issue 39): ≤ 1.05× the best valid lower bound of sheets on 100 panels (ADR 171: the
// LP bound, offline in ./packing-bound.mjs, proves 24 for the 100 windows), and ≤ 50 ms for 100.
//
// Lower bounds on the sheets of the largest stock size, all valid for any cuttable layout:
// - area: ⌈panel area / sheet area⌉, the issue's stated measure;
// - conflict: panels no two of which fit on one sheet (greedy clique, below);
// - dual feasible functions (Fekete–Schepers, packing/lower-bound.ts): panels and sheet grown by
//   the kerf, the best pair of functions over both axes, a turnable panel counted in its cheaper
//   orientation. The "best LB" is the largest of the three; a layout at 1.00× it is optimal.
// With panels of these sizes (two to six per sheet) the area bound is far from reachable: compare
// the sheets used with the best bound to see how far from optimal a layout can be.
//
//   node scripts/bench/packing.mjs [--json file]   (BENCH_RUNS=20 by default; --json writes the
//        table's rows for bench/results.json)
//   BENCH_SEARCH_BUDGET=200000 node scripts/bench/packing.mjs   (the local search's work budget;
//   the packer's default when unset: more finds cheaper layouts, slowly)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadTs } from '../load-ts.mjs';
import { summary } from './stats.mjs';
import { panels, SEED } from './panels.mjs';
import { recordedBound } from './lp-bound-record.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SIZES = [20, 100, 500];
// Doors rarely share a sheet's width, so with doors the area bound is weak: the conflict bound
// (below) shows how far from optimal a layout can be; windows only test the area bound.
const MIXES = [
  { label: 'doors and windows', doorShare: 0.4 },
  { label: 'windows only', doorShare: 0 },
];
const KERF = 3;
const MAX_WASTE = 35;
const JSON_FILE = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : null;
const SEARCH_BUDGET =
  process.env.BENCH_SEARCH_BUDGET === undefined
    ? undefined
    : Number(process.env.BENCH_SEARCH_BUDGET);

const { packSheets, checkLayout, isGuillotineCuttable, dffLowerBound, DEFAULT_SEARCH_BUDGET } =
  await loadTs('api/src/modules/fabrication/packing/index.ts');
const { MaxRectsPacker, Rectangle } = await loadMaxRects();

// One mesh size's stock: rolls cut to 3 m, and a cheaper-per-sheet short sheet.
const STOCK = [
  { name: '1000 × 3000', width: 1000, height: 3000, price: '180.00' },
  { name: '1250 × 3000', width: 1250, height: 3000, price: '215.00' },
  { name: '1500 × 3000', width: 1500, height: 3000, price: '250.00' },
  { name: '1200 × 2400', width: 1200, height: 2400, price: '170.00' },
];
const LARGEST = STOCK.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));

/**
 * maxrects-packer's "main" is a UMD file inside a "type": "module" package, so require() gives an
 * empty module; resolve it through the api package and import its ES module build instead.
 */
async function loadMaxRects() {
  const fromApi = createRequire(path.join(ROOT, 'api/package.json'));
  const required = fromApi('maxrects-packer');
  if (required.MaxRectsPacker) return required;
  const esm = fromApi.resolve('maxrects-packer').replace(/\.js$/, '.mjs');
  return import(pathToFileURL(esm).href);
}

/** Placements a panel may take on a sheet: upright, and turned when its mesh direction allows. */
const orientations = (item) =>
  item.rotatable === false || item.width === item.height
    ? [[item.width, item.height]]
    : [
        [item.width, item.height],
        [item.height, item.width],
      ];

/** True when two panels fit together on one sheet, side by side or one above the other. */
function compatible(a, b, sheet) {
  return orientations(a).some(([aw, ah]) =>
    orientations(b).some(
      ([bw, bh]) =>
        (aw + KERF + bw <= sheet.width && Math.max(ah, bh) <= sheet.height) ||
        (ah + KERF + bh <= sheet.height && Math.max(aw, bw) <= sheet.width),
    ),
  );
}

/**
 * A second lower bound: panels that pairwise cannot share a sheet each need their own sheet.
 * Greedy clique, largest panels first (a valid bound, not necessarily the best one).
 */
function conflictLowerBound(items, sheet) {
  const byArea = [...items].sort((a, b) => b.width * b.height - a.width * a.height);
  const clique = [];
  for (const item of byArea) {
    if (clique.every((other) => !compatible(item, other, sheet))) clique.push(item);
  }
  return clique.length;
}

const cents = (price) => Math.round(Number(price) * 100);
const dollars = (total) => `$${(total / 100).toFixed(2)}`;

function timeMedian(run) {
  for (let i = 0; i < 3; i += 1) run(); // warm-up
  const times = [];
  let result;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    result = run();
    times.push(performance.now() - started);
  }
  return { result, ...summary(times) };
}

/** Sheets, price and waste of a list of PackingResult-like sheets. */
function figures(results, panelArea) {
  const sheetArea = results.reduce((sum, r) => sum + r.bin.width * r.bin.height, 0);
  const offcutArea = results.reduce(
    (sum, r) => sum + r.reusableOffcuts.reduce((s, o) => s + o.width * o.height, 0),
    0,
  );
  return {
    sheets: results.length,
    price: results.reduce((sum, r) => sum + cents(r.bin.price), 0),
    gross: (100 * (sheetArea - panelArea)) / sheetArea,
    net: (100 * (sheetArea - panelArea - offcutArea)) / sheetArea,
  };
}

function runGuillotine(items, stock) {
  return packSheets(items, stock, {
    kerf: KERF,
    maxWastePercentage: MAX_WASTE,
    sortStrategy: 'DESC',
    searchBudget: SEARCH_BUDGET,
  });
}

function runMaxRects(items) {
  const packer = new MaxRectsPacker(LARGEST.width, LARGEST.height, KERF, {
    smart: true,
    pot: false,
    square: false,
    allowRotation: true,
  });
  // A Rectangle carries its own allowRotation: panels with a fixed mesh direction stay upright.
  packer.addArray(
    items.map((item) => {
      const rect = new Rectangle(item.width, item.height, 0, 0, false, item.rotatable !== false);
      rect.data = item;
      return rect;
    }),
  );
  return packer.bins;
}

/** maxrects-packer bins as PackingResult-like sheets (its offcuts are not computed: net = gross). */
function maxRectsResults(bins) {
  return bins.map((bin, index) => ({
    bin: { ...LARGEST, name: `maxrects ${index + 1}` },
    packedItems: bin.rects.map((rect) => ({
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
      rotated: Boolean(rect.rot),
      item: rect.data,
    })),
    wastePercentage: 0,
    netWastePercentage: 0,
    reusableOffcuts: [],
  }));
}

/** The cheapest price per mm² of the stock, in cents: panel area × this is a price lower bound. */
const cheapestPerArea = (stock) =>
  Math.min(...stock.map((s) => cents(s.price) / (s.width * s.height)));

const COLUMNS = [
  ['case', 34],
  ['sheets', 6],
  ['price', 10],
  ['LP', 3],
  ['best LB', 7],
  ['× LB', 5],
  ['price LB', 10],
  ['× price', 7],
  ['maxrects', 8],
  ['mr price', 10],
  ['net %', 5],
  ['ms', 7],
];
const line = (cells) =>
  `  ${cells.map((cell, i) => (i === 0 ? String(cell).padEnd(COLUMNS[i][1]) : String(cell).padStart(COLUMNS[i][1]))).join('  ')}`;

/** One table row: the packer's plan, its bounds, and maxrects-packer on the same stock, side by side. */
function row(label, f, bound, priceBound, maxrects, median) {
  console.log(
    line([
      label,
      f.sheets,
      dollars(f.price),
      bound.lp ?? '–',
      bound.best,
      (f.sheets / bound.best).toFixed(2),
      dollars(priceBound),
      (f.price / priceBound).toFixed(2),
      maxrects ? maxrects.sheets : '–',
      maxrects ? dollars(maxrects.price) : '–',
      f.net.toFixed(1),
      median.toFixed(1),
    ]),
  );
}

function benchCase(items, label) {
  const panelArea = items.reduce((sum, item) => sum + item.width * item.height, 0);
  const areaBound = Math.ceil(panelArea / (LARGEST.width * LARGEST.height));
  const conflictBound = conflictLowerBound(items, LARGEST);
  const dffBound = dffLowerBound(items, LARGEST, KERF);
  // Every stock size fits inside the largest sheet, so a bound on largest sheets bounds any plan.
  // The LP bound (column generation, minutes) when scripts/bench/packing-bound.mjs proved one for
  // these very panels: bench/lp-bounds.json.
  const lp = recordedBound(items, LARGEST, KERF)?.sheets ?? null;
  const bound = {
    area: areaBound,
    lp,
    best: Math.max(areaBound, conflictBound, dffBound, lp ?? 0),
  };
  const priceBound = {
    all: Math.ceil(panelArea * cheapestPerArea(STOCK)),
    largest: Math.ceil(panelArea * cheapestPerArea([LARGEST])),
  };
  const caseLabel = `${items.length} ${label}`;

  const mixed = timeMedian(() => runGuillotine(items, STOCK));
  const mixedFigures = figures(mixed.result.packingResults, panelArea);
  const single = timeMedian(() => runGuillotine(items, [LARGEST]));
  const singleFigures = figures(single.result.packingResults, panelArea);
  const maxrects = timeMedian(() => runMaxRects(items));
  const converted = maxRectsResults(maxrects.result);
  const maxrectsFigures = figures(converted, panelArea);

  row(`${caseLabel}, all stock`, mixedFigures, bound, priceBound.all, null, mixed.median);
  row(
    `${caseLabel}, largest`,
    singleFigures,
    bound,
    priceBound.largest,
    maxrectsFigures,
    single.median,
  );

  const problems = [...mixed.result.packingResults, ...single.result.packingResults].flatMap(
    (result) => checkLayout(result, KERF),
  );
  const notGuillotine = converted.filter(
    (sheet) => !isGuillotineCuttable(sheet.packedItems, KERF),
  ).length;
  notes.push(
    `${caseLabel}: ${(panelArea / 1e6).toFixed(2)} m², bounds on ${LARGEST.width}×${LARGEST.height}: ` +
      `area ${areaBound}, conflict ${conflictBound}, dual feasible ${dffBound}, LP ${lp ?? 'not run'}; checker ` +
      `${problems.length} problems (offcuts included); maxrects-packer ${maxrects.median.toFixed(1)} ms, ` +
      `${notGuillotine} of ${converted.length} bins not guillotine-cuttable`,
  );
  return {
    label: caseLabel,
    bound,
    priceBound,
    mixed: { ...mixedFigures, median: mixed.median },
    single: { ...singleFigures, median: single.median },
    maxrects: { ...maxrectsFigures, median: maxrects.median },
    checkerProblems: problems.length,
  };
}

console.log(
  `mesh cut optimiser vs maxrects-packer; kerf ${KERF} mm, max waste ${MAX_WASTE} %, ` +
    `median of ${RUNS} runs; search budget ${SEARCH_BUDGET ?? `${DEFAULT_SEARCH_BUDGET} (default)`}; stock: ` +
    STOCK.map((s) => `${s.width}×${s.height} $${s.price}`).join(', '),
);
console.log(
  '  LP: the LP bound scripts/bench/packing-bound.mjs proved for these panels (bench/lp-bounds.json; – when not run);\n' +
    '  best LB: the largest of the area, conflict, dual-feasible and LP bounds on the largest sheet; ' +
    'price LB: panel area × the cheapest rate per m² of the stock used;\n' +
    '  maxrects: maxrects-packer on the largest sheet (free packing, not guillotine); ms: median of the packer',
);
console.log(line(COLUMNS.map(([name]) => name)));
const notes = [];
const rows = [];
for (const { label, doorShare } of MIXES) {
  for (const count of SIZES) rows.push(benchCase(panels(count, SEED + count, doorShare), label));
}
console.log(notes.map((note) => `  ${note}`).join('\n'));

console.log('\ngoal ≤ 1.05× the best lower bound on 100 panels (largest sheet only):');
for (const { label, bound, single } of rows.filter((r) => r.label.startsWith('100 '))) {
  console.log(
    `  ${label}: ${single.sheets} sheets = ${(single.sheets / bound.area).toFixed(3)}× area LB, ` +
      `${(single.sheets / bound.best).toFixed(3)}× best LB`,
  );
}
console.log('goal ≤ 50 ms for 100 panels (all stock sizes):');
for (const { label, mixed } of rows.filter((r) => r.label.startsWith('100 '))) {
  console.log(`  ${label}: median ${mixed.median.toFixed(1)} ms`);
}
if (JSON_FILE) fs.writeFileSync(JSON_FILE, JSON.stringify(rows));
