// Lower bounds on the number of identical sheets a panel list needs, to judge the optimiser by
// (the benchmark prints them next to the sheets it uses). Not used to pack.
//
// Why the bounds are valid:
// - Kerf: in any cuttable layout two panels are at least a kerf apart across or down, so the
//   panels grown by one kerf on their right and bottom do not overlap and lie inside the sheet
//   grown the same way. Bounds computed on the grown sizes are bounds for the real problem.
// - Dual feasible functions (Fekete and Schepers 2004): u maps [0, C] to [0, C], and whenever
//   sizes x1 … xn fit side by side in C (Σ x ≤ C), so do u(x1) … u(xn). For two such functions
//   u on the width and v on the height, every layout of a sheet W × H satisfies
//   Σ u(w)·v(h) ≤ W·H, so ⌈Σ u(w)·v(h) / (W·H)⌉ sheets are needed. The identity gives the area
//   bound; the others weigh large panels up and small ones down.
// - Rotation: a turnable panel sits in one of its two orientations in any layout, so the smaller
//   of its two transformed areas never exceeds the one it really takes; summing that minimum
//   keeps the inequality, hence the bound.
import type { PackItem } from '@platform/shared/contracts';

export interface SheetSize {
  width: number;
  height: number;
}

type Dff = (size: number) => number;

/** Numerical slack so that a sum that is a whole number of sheets does not round one up. */
const EPSILON = 1e-9;

/** Orientations (grown by the kerf) a panel may take on the grown sheet. */
function orientations(item: PackItem, kerf: number, sheet: SheetSize): Array<[number, number]> {
  const upright: [number, number] = [item.width + kerf, item.height + kerf];
  const turned: [number, number] = [item.height + kerf, item.width + kerf];
  const turnable = item.rotatable !== false && item.width !== item.height;
  const all = turnable ? [upright, turned] : [upright];
  return all.filter(([w, h]) => w <= sheet.width + kerf && h <= sheet.height + kerf);
}

/**
 * The identity, Fekete–Schepers f_ε (sizes above C − ε count as the whole bin, below ε as
 * nothing) for every ε that changes something, and u^(k) for k = 1 … 4.
 */
function dualFeasibleFunctions(capacity: number, sizes: number[]): Dff[] {
  const functions: Dff[] = [(size) => size];
  const epsilons = new Set<number>();
  for (const size of sizes) {
    if (size <= capacity / 2) epsilons.add(size);
    // Just above C − size: the panel and every larger one count as a whole bin.
    else if (capacity - size + 1e-6 <= capacity / 2) epsilons.add(capacity - size + 1e-6);
  }
  for (const epsilon of epsilons) {
    functions.push((size) => (size > capacity - epsilon ? capacity : size < epsilon ? 0 : size));
  }
  for (let k = 1; k <= 4; k += 1) {
    functions.push((size) => {
      const scaled = ((k + 1) * size) / capacity;
      return Number.isInteger(scaled) ? size : (Math.floor(scaled) * capacity) / k;
    });
  }
  return functions;
}

/** ⌈panel area / sheet area⌉ on the real sizes: the stated measure. */
export function areaLowerBound(items: PackItem[], sheet: SheetSize): number {
  const area = items.reduce((sum, item) => sum + item.width * item.height, 0);
  return Math.ceil(area / (sheet.width * sheet.height) - EPSILON);
}

/**
 * The best bound over pairs of dual feasible functions, one per axis, on kerf-grown sizes.
 * Panels that fit the sheet in no allowed orientation are ignored (they are unfit, not packed).
 */
export function dffLowerBound(items: PackItem[], sheet: SheetSize, kerf: number): number {
  const width = sheet.width + kerf;
  const height = sheet.height + kerf;
  const shapes = items.map((item) => orientations(item, kerf, sheet)).filter((o) => o.length > 0);
  if (shapes.length === 0) return 0;
  const widths = dualFeasibleFunctions(
    width,
    shapes.flatMap((o) => o.map(([w]) => w)),
  );
  const heights = dualFeasibleFunctions(
    height,
    shapes.flatMap((o) => o.map(([, h]) => h)),
  );
  // Each function's value on every orientation's side, computed once.
  const widthValues = widths.map((u) => shapes.map((o) => o.map(([w]) => u(w))));
  const heightValues = heights.map((v) => shapes.map((o) => o.map(([, h]) => v(h))));
  let best = 0;
  for (const us of widthValues) {
    for (const vs of heightValues) {
      let sum = 0;
      for (let i = 0; i < shapes.length; i += 1) {
        const u = us[i];
        const v = vs[i];
        sum += u.length === 1 ? u[0] * v[0] : Math.min(u[0] * v[0], u[1] * v[1]);
      }
      best = Math.max(best, Math.ceil(sum / (width * height) - EPSILON));
    }
  }
  return best;
}
