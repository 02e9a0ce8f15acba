import { GST_RATE, excGst, roundCents, type RecordData } from '@platform/shared';

export interface TaxTotals {
  exc: number;
  gst: number;
  inc: number;
}

/**
 * A total with and without GST (10%). With total_is_inc_tax the total includes GST and
 * exc = total / 1.1; otherwise GST is added to it.
 */
export function taxTotals(total: number, totalIsIncTax: boolean): TaxTotals {
  if (totalIsIncTax) {
    const exc = excGst(total);
    return { exc, gst: roundCents(total - exc), inc: roundCents(total) };
  }
  const gst = roundCents(total * GST_RATE);
  return { exc: roundCents(total), gst, inc: roundCents(total + gst) };
}

/** The sum of one field over rows; values that are not numbers count as 0. */
export function sumField(rows: RecordData[], field: string): number {
  return rows.reduce((sum, row) => {
    const value = Number(row[field]);
    return Number.isFinite(value) ? sum + value : sum;
  }, 0);
}

/** A column size n shows at medium width min(12, ceil(1.5n)) in grid view. */
export function mediumSize(size: number): number {
  return Math.min(12, Math.ceil(1.5 * size));
}
