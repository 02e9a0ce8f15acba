#!/usr/bin/env node
// Offline lower bound for the packing benchmark's 100 windows on the largest sheet (issue 15,
// ADR 171; about 4 minutes on a quiet machine, round 56 proves 24): the LP relaxation of the set-covering formulation (one column per guillotine-feasible
// sheet pattern) solved by column generation. Not a test and not part of the benchmark: it runs
// for minutes. What it proves is recorded in bench/lp-bounds.json for these very panels, and
// scripts/bench/packing.mjs then counts it in the case's best lower bound (column "LP").
//
// The fitter, the simplex, the pricing and why the bound is valid whatever round it stops at are
// in api/src/modules/fabrication/packing/lp-bound.ts and lp-simplex.ts, tested there.
//
//   node scripts/bench/packing-bound.mjs    (BOUND_ROUNDS=200; BOUND_NODES=3000000, the exact pricing's node budget: ADR 171's run)
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadTs } from '../load-ts.mjs';
import { panels, SEED } from './panels.mjs';
import { recordBound } from './lp-bound-record.mjs';

const KERF = 3;
const COUNT = 100;
const SHEET = { width: 1500, height: 3000 };
const ROUNDS = Number(process.env.BOUND_ROUNDS ?? 200);
const NODES = Number(process.env.BOUND_NODES ?? 3_000_000);
const { packSheets } = await loadTs('api/src/modules/fabrication/packing/index.ts');
const { GuillotineFitter, columnGenerationBound, grownShapes, provenSheets } = await loadTs(
  'api/src/modules/fabrication/packing/lp-bound.ts',
);
const items = panels(COUNT, SEED + COUNT, 0);
const W = SHEET.width + KERF;
const H = SHEET.height + KERF;
const areas = items.map((item) => (item.width + KERF) * (item.height + KERF));
const fitter = new GuillotineFitter(grownShapes(items, KERF), W, H);
const byId = new Map(items.map((item, i) => [item.panelId, i]));

// Starting columns: the packer's sheets at a large budget (every panel alone is always added).
const start = packSheets(items, [{ ...SHEET, name: 'largest', price: '250.00' }], {
  kerf: KERF,
  maxWastePercentage: 35,
  sortStrategy: 'DESC',
  searchBudget: 300_000,
});
console.log(`start: packer (budget 300 000) uses ${start.packingResults.length} sheets`);

const started = performance.now();
const result = columnGenerationBound(
  fitter,
  areas,
  start.packingResults.map((r) => r.packedItems.map((p) => byId.get(p.item.panelId))),
  {
    cheapNodes: 20_000,
    nodes: NODES,
    rounds: ROUNDS,
    onRound: ({ round, lp, pricing, farley, bestBound, columns }) =>
      console.log(
        `round ${round}: restricted LP ${lp.value.toFixed(4)}, pricing max ${pricing.best.toFixed(4)}` +
          ` (upper ${pricing.upper.toFixed(4)}${pricing.exhausted ? ', node budget hit' : ''}),` +
          ` ${lp.pivots} pivots, Farley bound ${farley.toFixed(4)} → ${provenSheets(bestBound)} sheets;` +
          ` ${columns} columns, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      ),
  },
);
const proven = result.lp;
console.log(
  `\nLP relaxation (restricted): ${proven.value.toFixed(4)}; valid lower bound ` +
    `${result.bestBound.toFixed(4)} → ⌈⌉ = ${provenSheets(result.bestBound)} sheets ` +
    `(area bound ${Math.ceil(items.reduce((s, i) => s + i.width * i.height, 0) / (SHEET.width * SHEET.height))})`,
);
const support = result.patterns
  .map((p, r) => ({ p, x: proven.x[r] }))
  .filter(({ x }) => x > 1e-6)
  .sort((a, b) => b.x - a.x);
console.log(
  `LP support: ${support.length} patterns, ${support.filter(({ x }) => x > 1 - 1e-6).length} at 1`,
);
const file = recordBound(items, SHEET, KERF, {
  sheets: provenSheets(result.bestBound),
  bound: Number(result.bestBound.toFixed(4)),
  restrictedLp: Number(proven.value.toFixed(4)),
  rounds: ROUNDS,
  nodes: NODES,
  seconds: Math.round((performance.now() - started) / 1000),
});
console.log(`recorded in ${path.relative(process.cwd(), file)}`);
