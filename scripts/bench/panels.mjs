// The benchmark's mesh panels: realistic doors and windows from a fixed seed, shared by the
// packing benchmark (./packing.mjs) and its offline lower bound (./packing-bound.mjs), so both
// work on the same panels.

/** The seed of the benchmark's panel lists (a list of `count` panels uses SEED + count). */
export const SEED = 20261125;

/** mulberry32: a small deterministic PRNG. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Doors (1950–2400 × 700–1000) and windows (600–1800 × 300–1200) in 10 mm steps, `doorShare` of
 * them doors; 70 % may turn (mesh direction "Any").
 */
export function panels(count, seed, doorShare) {
  const random = prng(seed);
  const between = (low, high) => low + Math.round((random() * (high - low)) / 10) * 10;
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
