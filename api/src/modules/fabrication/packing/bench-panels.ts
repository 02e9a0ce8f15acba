// The benchmark's mesh panels: realistic doors and windows from a fixed seed. Plain data, no
// database: the benchmarks (scripts/bench/panels.mjs), the load script and the packing tests use
// this one list.
import type { PackItem } from '@platform/shared/contracts';

/**
 * The benchmark's panels, one list for the packing benchmarks (scripts/bench/panels.mjs loads
 * this file) and the packing tests: doors 1950–2400 × 700–1000 and windows 600–1800 × 300–1200 in 10 mm
 * steps from a mulberry32 seed, `doorShare` of them doors, 70 % turnable. The bench's list of
 * `count` panels is `benchPanels(count, BENCH_SEED + count, doorShare)`.
 */
export const BENCH_SEED = 20261125;

export function benchPanels(count: number, seed: number, doorShare: number): PackItem[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) =>
    low + Math.round((random() * (high - low)) / 10) * 10;
  return Array.from({ length: count }, (_, index) => {
    const door = random() < doorShare;
    return {
      name: `${door ? 'Door' : 'Window'} ${index + 1}`,
      panelId: index + 1,
      itemNumber: 1 + Math.floor(index / 2),
      meshSize: '18x14',
      height: door ? between(1950, 2400) : between(600, 1800),
      width: door ? between(700, 1000) : between(300, 1200),
      rotatable: random() < 0.7,
    };
  });
}
