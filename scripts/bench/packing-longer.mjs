#!/usr/bin/env node
// Benchmark: "Search longer" (api/src/modules/fabrication/packing/long-search.ts, ADR 188) on the
// packing benchmark's 100 windows on the largest sheet, whose optimum is 24 sheets (ADR 171);
// the default packer gives 25. Prints the sheets reached within each budget; not a test.
//
//   node scripts/bench/packing-longer.mjs            (budgets 2, 10 and 60 s)
//   BUDGETS=10 node scripts/bench/packing-longer.mjs
import { performance } from 'node:perf_hooks';
import { loadTs } from '../load-ts.mjs';
import { panels, SEED } from './panels.mjs';

const { searchLonger } = await loadTs('api/src/modules/fabrication/packing/long-search.ts');
const { packSheets, checkLayout } = await loadTs('api/src/modules/fabrication/packing/index.ts');

const STOCK = [{ name: '1500 × 3000', width: 1500, height: 3000, price: '250.00' }];
const OPTIONS = { kerf: 3, maxWastePercentage: 35, sortStrategy: 'DESC' };
const BUDGETS = (process.env.BUDGETS ?? '2,10,60').split(',').map(Number);
const items = panels(100, SEED + 100, 0);

const base = packSheets(items, STOCK, OPTIONS);
console.log(`100 windows, largest sheet: default packer ${base.packingResults.length} sheets`);
for (const seconds of BUDGETS) {
  const started = performance.now();
  const result = searchLonger(items, STOCK, OPTIONS, { budgetMs: seconds * 1000, seed: 1 });
  const took = (performance.now() - started) / 1000;
  const problems = result.packingResults.flatMap((sheet) => checkLayout(sheet, OPTIONS.kerf));
  const placed = result.packingResults.reduce((n, sheet) => n + sheet.packedItems.length, 0);
  console.log(
    `budget ${seconds} s: ${result.packingResults.length} sheets in ${took.toFixed(1)} s ` +
      `(${placed} panels placed, ${problems.length} layout problems)`,
  );
}
