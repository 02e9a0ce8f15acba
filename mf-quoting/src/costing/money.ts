const AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A decimal string as money: "1234.5" → "$1,234.50". The string is already exact. */
export function money(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  return Number.isFinite(number) ? AUD.format(number) : value;
}

/** A percent field's value for an InputNumber: "35.00" → 35. */
export function percentValue(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** An InputNumber's value back to the draft's decimal string. */
export function decimalText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  return String(value);
}
