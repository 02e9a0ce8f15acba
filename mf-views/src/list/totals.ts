import { formatCurrency, type RecordData } from '@platform/shared';
import { Dec, dec, isDecimal, roundCents, type Dec as Decimal } from '@platform/shared/pricing';

export interface TaxTotals {
  exc: Decimal;
  gst: Decimal;
  inc: Decimal;
}

const GST = new Dec('0.1');

/**
 * A total with and without GST (10%), in the pricing core's exact decimals. With
 * total_is_inc_tax the total includes GST and exc = total / 1.1; otherwise GST is added to it.
 */
export function taxTotals(total: number | string | Decimal, totalIsIncTax: boolean): TaxTotals {
  const amount = dec(total);
  if (totalIsIncTax) {
    const exc = roundCents(amount.dividedBy(GST.plus(1)));
    const inc = roundCents(amount);
    return { exc, gst: inc.minus(exc), inc };
  }
  const exc = roundCents(amount);
  const gst = roundCents(amount.times(GST));
  return { exc, gst, inc: exc.plus(gst) };
}

/**
 * The sum of one field over rows in exact decimals (0.1 + 0.2 is 0.3, not 0.30000000000000004);
 * values that are not numbers count as 0.
 */
export function sumField(rows: RecordData[], field: string): Decimal {
  let sum = new Dec(0);
  for (const row of rows) {
    const value = row[field];
    if (isDecimal(value)) sum = sum.plus(dec(value as string | number));
  }
  return sum;
}

/** A decimal total as the list shows it: '$1,234.50'. */
export function totalText(value: Decimal): string {
  return formatCurrency(value.toDecimalPlaces(2).toNumber());
}
