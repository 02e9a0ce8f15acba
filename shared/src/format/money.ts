import { roundCents } from './numbers';

/** Australian GST. */
export const GST_RATE = 0.1;

const AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** AUD with cents: 1234.5 → '$1,234.50', -3 → '-$3.00'. Rounded with roundCents first. */
export function formatCurrency(value: number): string {
  return AUD.format(roundCents(value) || 0);
}

/** The price including GST, rounded to cents: 100 → 110. */
export function incGst(amountExcludingGst: number): number {
  return roundCents(amountExcludingGst * (1 + GST_RATE));
}

/** The price excluding GST from a GST-inclusive total (total / 1.1), rounded to cents. */
export function excGst(totalIncludingGst: number): number {
  return roundCents(totalIncludingGst / (1 + GST_RATE));
}

/** The GST part of a GST-inclusive total, rounded to cents: 110 → 10. */
export function gstOf(totalIncludingGst: number): number {
  return roundCents(totalIncludingGst - excGst(totalIncludingGst));
}
