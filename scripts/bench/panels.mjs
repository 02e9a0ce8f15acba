// The benchmark's mesh panels: realistic doors and windows from a fixed seed, shared by the
// packing benchmarks (./packing.mjs, ./packing-bound.mjs, …), the load script and the api's
// packing tests: one source, api/src/modules/fabrication/packing/bench-panels.ts.
import { loadTs } from '../load-ts.mjs';

const source = await loadTs('api/src/modules/fabrication/packing/bench-panels.ts');

/** The seed of the benchmark's panel lists (a list of `count` panels uses SEED + count). */
export const SEED = source.BENCH_SEED;

/**
 * Doors (1950–2400 × 700–1000) and windows (600–1800 × 300–1200) in 10 mm steps, `doorShare` of
 * them doors; 70 % may turn (mesh direction "Any").
 */
export const panels = source.benchPanels;
