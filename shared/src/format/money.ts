import { roundCents } from './numbers';

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
