import {
  PRICING_TYPE,
  type CostLine,
  type CostingSave,
  type SalarySave,
  SALARY_TYPE,
} from '../contracts/quoting';
import { formulaProblem } from './formula';
import { dec, fixed2, isDecimal } from './money';
import { validateBrackets, validateBracketTable } from './salary';

export type FieldErrors = Record<string, string>;

const PRICING_TYPE_IDS = new Set<number>(Object.values(PRICING_TYPE));
const SALARY_TYPE_IDS = new Set<number>(Object.values(SALARY_TYPE));

function checkRange(
  errors: FieldErrors,
  field: string,
  value: unknown,
  min: number,
  max: number,
): void {
  if (!isDecimal(value)) {
    errors[field] = 'Must enter valid number';
    return;
  }
  const number = dec(value as string);
  if (number.lt(min) || number.gt(max)) errors[field] = `Must be between ${min} and ${max}`;
}

/**
 * A cost line's errors by field (spec §5: supplier, product, pricing type and formula are
 * required). The side panel's Save stays disabled while the first four are missing.
 */
export function validateCostLine(line: Partial<CostLine>): FieldErrors {
  const errors: FieldErrors = {};
  if (!line.supplier_id) errors.supplier_id = 'Choose a supplier';
  if (!line.product_or_group_id || !/^[PG]\d+$/.test(line.product_or_group_id)) {
    errors.product_or_group_id = 'Choose a product';
  }
  if (!line.pricing_type_id || !PRICING_TYPE_IDS.has(line.pricing_type_id)) {
    errors.pricing_type_id = 'Choose a pricing type';
  }
  if (!line.formula || line.formula.trim() === '') errors.formula = 'Enter a formula';
  else {
    const problem = formulaProblem(line.formula);
    if (problem) errors.formula = problem;
  }
  checkRange(errors, 'buffer_pct', line.buffer_pct ?? '0', 0, 100);
  checkRange(errors, 'rounding_pct', line.rounding_pct ?? '0', 0, 100);
  if (line.price !== undefined) checkRange(errors, 'price', line.price, 0, 1_000_000);
  return errors;
}

/** True when the four fields the side panel's Save needs are filled. */
export function costLineComplete(line: Partial<CostLine>): boolean {
  return Boolean(
    line.supplier_id && line.product_or_group_id && line.pricing_type_id && line.formula?.trim(),
  );
}

/**
 * Errors of a costing save (field → message; line fields as `product_items[i].field`). Margins
 * 0–1000 %, premiums 0–100 %, every line valid.
 */
export function validateCostingSave(data: CostingSave['object_data']): FieldErrors {
  const errors: FieldErrors = {};
  checkRange(errors, 'retail', data.retail, 0, 1000);
  checkRange(errors, 'wholesale', data.wholesale, 0, 1000);
  checkRange(errors, 'retail_premium_pct', data.retail_premium_pct, 0, 100);
  checkRange(errors, 'wholesale_premium_pct', data.wholesale_premium_pct, 0, 100);
  if (typeof data.notes === 'string' && data.notes.length > 5000) {
    errors.notes = 'Notes are limited to 5000 characters';
  }
  (data.product_items ?? []).forEach((line, index) => {
    for (const [field, message] of Object.entries(validateCostLine(line))) {
      errors[`product_items[${index}].${field}`] = message;
    }
  });
  return errors;
}

/** Errors of a salary save: bounds come from the person's salary settings. */
export function validateSalarySave(
  data: SalarySave['object_data'],
  bounds: {
    base_salary_min: string;
    base_salary_max: string;
    allowance_min: string;
    allowance_max: string;
  },
): FieldErrors {
  const errors: FieldErrors = {};
  const baseMin = dec(bounds.base_salary_min).toNumber();
  const baseMax = dec(bounds.base_salary_max).toNumber();
  checkRange(errors, 'sales_base', data.sales_base, baseMin, baseMax);
  checkRange(errors, 'measurer_base', data.measurer_base, baseMin, baseMax);
  checkRange(
    errors,
    'allowance',
    data.allowance,
    dec(bounds.allowance_min).toNumber(),
    dec(bounds.allowance_max).toNumber(),
  );
  checkRange(errors, 'super_pct', data.super_pct, 0, 100);
  checkRange(errors, 'measurer_fixed_amt', data.measurer_fixed_amt, 0, 100_000);
  checkRange(errors, 'sales_flat_commission_pct', data.sales_flat_commission_pct, 0, 99);
  if (data.sales_salary_type_id !== null && !SALARY_TYPE_IDS.has(data.sales_salary_type_id)) {
    errors.sales_salary_type_id = 'Unknown salary type';
  }
  if (data.sales_salary_type_id === SALARY_TYPE.custom) {
    const rows = data.customCommissionTableData ?? [];
    const tableError = validateBracketTable(rows);
    if (tableError) errors.customCommissionTableData = tableError;
    validateBrackets(rows).forEach((message, index) => {
      if (message) errors[`customCommissionTableData[${index}].profit_bracket`] = message;
    });
    rows.forEach((row, index) => {
      if (
        !isDecimal(row.commission_pct) ||
        dec(row.commission_pct).lt(0) ||
        dec(row.commission_pct).gt(100)
      ) {
        errors[`customCommissionTableData[${index}].commission_pct`] = 'Must be between 0 and 100';
      }
    });
  }
  if (typeof data.note === 'string' && data.note.length > 5000) {
    errors.note = 'Notes are limited to 5000 characters';
  }
  return errors;
}

/** "Decimals are added to integers on save" (spec §5): 35 → "35.00" for money and percents. */
export function normaliseDecimals<T extends CostingSave['object_data']>(data: T): T {
  const two = (value: unknown) => (isDecimal(value) ? fixed2(dec(value as string)) : value);
  return {
    ...data,
    retail: two(data.retail),
    wholesale: two(data.wholesale),
    retail_premium_pct: two(data.retail_premium_pct),
    wholesale_premium_pct: two(data.wholesale_premium_pct),
    product_items: (data.product_items ?? []).map((line) => ({
      ...line,
      price: two(line.price),
      buffer_pct: two(line.buffer_pct),
      rounding_pct: two(line.rounding_pct),
    })),
  } as T;
}
