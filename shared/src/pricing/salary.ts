import type Decimal from 'decimal.js';
import { SALARY_ROLES, type CommissionBracket, type StaffSalary } from '../contracts/quoting';
import { dec, Dec, fixed2, roundCents } from './money';

/** Salary sliders move in steps of 1000 (spec §9). */
export const SALARY_SLIDER_STEP = 1000;

export const BRACKET_MESSAGES = {
  first: 'Must be greater than 0',
  previous: (amount: string) => `Must be greater than previous bracket (${amount})`,
  next: (amount: string) => `Must be less than next bracket (${amount})`,
  none: 'Must have at least one commission bracket',
  noSpace: 'Not enough space for new row',
} as const;

const AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A bracket amount as the messages show it: 50000 → "$50,000". */
export function bracketAmount(value: Decimal.Value): string {
  return AUD.format(dec(value).toNumber());
}

/** Which salary fields a person's roles show (spec §6: 3 sales; 4 and 5 measurer). */
export function salaryFieldsForRoles(roleIds: number[]): { sales: boolean; measurer: boolean } {
  return {
    sales: roleIds.some((id) => (SALARY_ROLES.sales as readonly number[]).includes(id)),
    measurer: roleIds.some((id) => (SALARY_ROLES.measurer as readonly number[]).includes(id)),
  };
}

type SalaryFigures = Pick<
  StaffSalary,
  'user_role_ids' | 'sales_base' | 'measurer_base' | 'allowance' | 'super_pct'
>;

/**
 * The live figures of the salary screen. Base = sales base (sales role) + measurer base
 * (measurer role); superannuation = (base + allowance) × super % ; total = base + allowance +
 * superannuation; monthly = total ÷ 12. Rounded half up to cents. The measurer's fixed amount
 * is paid per measure, so it is not part of the yearly total.
 */
export function computeSalary(salary: SalaryFigures): {
  base: string;
  superannuation: string;
  total: string;
  monthly: string;
} {
  const roles = salaryFieldsForRoles(salary.user_role_ids ?? []);
  const base = (roles.sales ? dec(salary.sales_base) : new Dec(0)).plus(
    roles.measurer ? dec(salary.measurer_base) : 0,
  );
  const pay = base.plus(dec(salary.allowance));
  const superannuation = roundCents(pay.times(dec(salary.super_pct)).dividedBy(100));
  const total = pay.plus(superannuation);
  return {
    base: fixed2(base),
    superannuation: fixed2(superannuation),
    total: fixed2(total),
    monthly: fixed2(roundCents(total.dividedBy(12))),
  };
}

type TableSettings = Pick<
  StaffSalary,
  | 'sales_base'
  | 'base_salary_min'
  | 'base_salary_max'
  | 'min_commission_rate_of_min_salary'
  | 'min_commission_rate_of_max_salary'
  | 'commission_increments_pct_of_base_commission'
  | 'profit_bracket_increments'
  | 'profit_bracket_min_pct_of_salary'
  | 'max_profit_bracket'
>;

/** At most this many rows in a computed table, whatever the settings say. */
const MAX_COMPUTED_ROWS = 100;

/**
 * The computed commission table (salary type 1177; docs/decisions/100). The spec names its
 * inputs only:
 * - base rate: interpolated between min_commission_rate_of_min_salary (at base_salary_min)
 *   and min_commission_rate_of_max_salary (at base_salary_max) by where the sales base sits
 *   (clamped to the range). A higher base earns a lower commission.
 * - first bracket: profit_bracket_min_pct_of_salary % of the sales base, rounded up to the
 *   next multiple of profit_bracket_increments.
 * - brackets every profit_bracket_increments up to and including max_profit_bracket.
 * - each bracket's rate = previous rate + commission_increments_pct_of_base_commission % of
 *   the base rate; rates have 2 decimals.
 */
export function computedCommissionTable(settings: TableSettings): CommissionBracket[] {
  const base = dec(settings.sales_base);
  const low = dec(settings.base_salary_min);
  const high = dec(settings.base_salary_max);
  const rateAtLow = dec(settings.min_commission_rate_of_min_salary);
  const rateAtHigh = dec(settings.min_commission_rate_of_max_salary);
  const position = high.gt(low)
    ? Dec.min(Dec.max(base.minus(low).dividedBy(high.minus(low)), 0), 1)
    : new Dec(0);
  const baseRate = rateAtLow.plus(rateAtHigh.minus(rateAtLow).times(position));
  const step = dec(settings.profit_bracket_increments);
  const max = dec(settings.max_profit_bracket);
  if (step.lte(0) || max.lte(0)) return [];
  const firstRaw = base.times(dec(settings.profit_bracket_min_pct_of_salary)).dividedBy(100);
  let bracket = Dec.max(firstRaw.dividedBy(step).ceil().times(step), step);
  const increment = baseRate
    .times(dec(settings.commission_increments_pct_of_base_commission))
    .dividedBy(100);
  let rate = baseRate;
  const rows: CommissionBracket[] = [];
  while (bracket.lte(max) && rows.length < MAX_COMPUTED_ROWS) {
    rows.push({ profit_bracket: fixed2(bracket), commission_pct: fixed2(rate) });
    bracket = bracket.plus(step);
    rate = rate.plus(increment);
  }
  return rows;
}

/**
 * Per-row errors of a custom commission table (spec §5), null where the row is fine. Rows are
 * in the order shown; each must sit strictly between its neighbours.
 */
export function validateBrackets(rows: CommissionBracket[]): Array<string | null> {
  return rows.map((row, index) => {
    const value = dec(row.profit_bracket);
    if (index === 0 && value.lt(0)) return BRACKET_MESSAGES.first;
    const previous = rows[index - 1];
    if (previous && !value.gt(dec(previous.profit_bracket))) {
      return BRACKET_MESSAGES.previous(bracketAmount(previous.profit_bracket));
    }
    const next = rows[index + 1];
    if (next && !value.lt(dec(next.profit_bracket))) {
      return BRACKET_MESSAGES.next(bracketAmount(next.profit_bracket));
    }
    return null;
  });
}

/** The table-level error: "Must have at least one commission bracket". */
export function validateBracketTable(rows: CommissionBracket[]): string | null {
  return rows.length === 0 ? BRACKET_MESSAGES.none : null;
}

/**
 * Adds a row after `index` (−1 adds the first row). The new bracket sits midway between its
 * neighbours, on a whole multiple of `step`; after the last row it is the last + step. When no
 * multiple of `step` lies strictly between the neighbours: "Not enough space for new row".
 */
export function insertBracketAfter(
  rows: CommissionBracket[],
  index: number,
  step: Decimal.Value = SALARY_SLIDER_STEP,
): { ok: true; rows: CommissionBracket[] } | { ok: false; error: string } {
  const unit = dec(step).gt(0) ? dec(step) : new Dec(SALARY_SLIDER_STEP);
  const before = index >= 0 ? rows[index] : undefined;
  const after = rows[index + 1];
  const low = before ? dec(before.profit_bracket) : new Dec(0);
  let value: Decimal;
  if (!after) {
    value = before ? low.plus(unit) : unit;
  } else {
    const high = dec(after.profit_bracket);
    value = low.plus(high).dividedBy(2).dividedBy(unit).floor().times(unit);
    if (!value.gt(low)) value = low.dividedBy(unit).floor().plus(1).times(unit);
    if (!value.lt(high)) return { ok: false, error: BRACKET_MESSAGES.noSpace };
  }
  const row: CommissionBracket = {
    profit_bracket: fixed2(value),
    commission_pct: before?.commission_pct ?? after?.commission_pct ?? '0.00',
  };
  return { ok: true, rows: [...rows.slice(0, index + 1), row, ...rows.slice(index + 1)] };
}
