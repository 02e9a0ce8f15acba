// Select-all of a list with group rules ('any' and 'same group'): the work of one click on the
// select-all checkbox over 10,000 rows, in node. Figures, never a test.
import { performance } from 'node:perf_hooks';
import { loadTs } from '../load-ts.mjs';
import { median } from './stats.mjs';

const ROWS = 10_000;

export async function benchSelection(runs = 15) {
  const { toggleAll } = await loadTs('mf-views/src/list/selection.ts');
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    id: index + 1,
    // Every row shares 'depot' with the others; a third also has its own region.
    groups: index % 3 === 0 ? `depot,region-${index % 7}` : 'depot',
    customer_id: 1 + (index % 4),
  }));
  const configs = {
    any: { group_selection_by: 'groups', group_selection_type: 'any' },
    same: { group_selection_by: 'customer_id' },
  };
  const result = {};
  for (const [name, config] of Object.entries(configs)) {
    const times = [];
    let selected = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      selected = toggleAll(rows, [], config).length;
      times.push(performance.now() - started);
    }
    result[name] = { median: median(times), selected };
  }
  return { rows: ROWS, ...result };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchSelection());
}
