/** A column size n shows at medium width min(12, ceil(1.5n)) in grid view. */
export function mediumSize(size: number): number {
  return Math.min(12, Math.ceil(1.5 * size));
}
