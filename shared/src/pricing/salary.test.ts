import type { CommissionBracket, SalarySave, StaffSalary } from '../contracts/quoting';
import {
  computedCommissionTable,
  computeSalary,
  insertBracketAfter,
  SALARY_SLIDER_STEP,
  salaryFieldsForRoles,
  validateBrackets,
  validateBracketTable,
} from './salary';
import { validateSalarySave } from './validate';

const rows = (...brackets: number[]): CommissionBracket[] =>
  brackets.map((profit) => ({ profit_bracket: String(profit), commission_pct: '10.00' }));

const SETTINGS = {
  sales_base: '60000.00',
  base_salary_min: '50000.00',
  base_salary_max: '90000.00',
  allowance_min: '0.00',
  allowance_max: '20000.00',
  min_commission_rate_of_min_salary: '10.00',
  min_commission_rate_of_max_salary: '6.00',
  commission_increments_pct_of_base_commission: '10.00',
  profit_bracket_increments: '10000.00',
  profit_bracket_min_pct_of_salary: '50.00',
  max_profit_bracket: '80000.00',
} satisfies Partial<StaffSalary>;

describe('salary figures', () => {
  it('shows fields by role: 3 sales, 4 and 5 measurer', () => {
    expect(salaryFieldsForRoles([3])).toEqual({ sales: true, measurer: false });
    expect(salaryFieldsForRoles([4])).toEqual({ sales: false, measurer: true });
    expect(salaryFieldsForRoles([1, 5])).toEqual({ sales: false, measurer: true });
    expect(SALARY_SLIDER_STEP).toBe(1000);
  });

  it('computes superannuation, total and monthly from base and allowance', () => {
    expect(
      computeSalary({
        user_role_ids: [3],
        sales_base: '60000',
        measurer_base: '55000',
        allowance: '5000',
        super_pct: '11.5',
      }),
    ).toEqual({
      base: '60000.00',
      superannuation: '7475.00',
      total: '72475.00',
      monthly: '6039.58',
    });
    expect(
      computeSalary({
        user_role_ids: [4],
        sales_base: '60000',
        measurer_base: '55000',
        allowance: '0',
        super_pct: '12',
      }),
    ).toEqual({
      base: '55000.00',
      superannuation: '6600.00',
      total: '61600.00',
      monthly: '5133.33',
    });
  });
});

describe('the computed commission table (1177)', () => {
  it('interpolates the base rate and steps brackets and rates', () => {
    expect(computedCommissionTable(SETTINGS)).toEqual([
      { profit_bracket: '30000.00', commission_pct: '9.00' },
      { profit_bracket: '40000.00', commission_pct: '9.90' },
      { profit_bracket: '50000.00', commission_pct: '10.80' },
      { profit_bracket: '60000.00', commission_pct: '11.70' },
      { profit_bracket: '70000.00', commission_pct: '12.60' },
      { profit_bracket: '80000.00', commission_pct: '13.50' },
    ]);
  });

  it('gives a lower base rate to a higher base salary, and no table without increments', () => {
    const high = computedCommissionTable({ ...SETTINGS, sales_base: '90000' });
    expect(high[0]).toEqual({ profit_bracket: '50000.00', commission_pct: '6.00' });
    expect(computedCommissionTable({ ...SETTINGS, profit_bracket_increments: '0' })).toEqual([]);
  });
});

describe('commission brackets', () => {
  it('gives the spec messages', () => {
    expect(validateBrackets(rows(-1000, 5000))).toEqual(['Must be greater than 0', null]);
    expect(validateBrackets(rows(10000, 10000))).toEqual([
      'Must be less than next bracket ($10,000)',
      'Must be greater than previous bracket ($10,000)',
    ]);
    expect(validateBrackets(rows(10000, 30000, 20000))[1]).toBe(
      'Must be less than next bracket ($20,000)',
    );
    expect(validateBrackets(rows(0, 10000, 20000))).toEqual([null, null, null]);
    expect(validateBracketTable([])).toBe('Must have at least one commission bracket');
    expect(validateBracketTable(rows(1000))).toBeNull();
  });

  it('inserts a row midway, or says there is not enough space', () => {
    const added = insertBracketAfter(rows(10000, 14000), 0);
    expect(added.ok && added.rows.map((row) => row.profit_bracket)).toEqual([
      '10000',
      '12000.00',
      '14000',
    ]);
    expect(insertBracketAfter(rows(10000, 11000), 0)).toEqual({
      ok: false,
      error: 'Not enough space for new row',
    });
    const last = insertBracketAfter(rows(10000), 0);
    expect(last.ok && last.rows[1].profit_bracket).toBe('11000.00');
    const first = insertBracketAfter([], -1);
    expect(first.ok && first.rows).toHaveLength(1);
  });

  it('validates a custom-table salary save', () => {
    const save: SalarySave['object_data'] = {
      sales_base: '60000',
      measurer_base: '60000',
      allowance: '5000',
      note: '',
      sales_salary_type_id: 1178,
      sales_flat_commission_pct: '0',
      customCommissionTableData: [],
      measurer_fixed_amt: '0',
      super_pct: '11.5',
    };
    expect(validateSalarySave(save, SETTINGS)).toEqual({
      customCommissionTableData: 'Must have at least one commission bracket',
    });
    expect(
      validateSalarySave(
        { ...save, sales_base: '95000', customCommissionTableData: rows(5000) },
        SETTINGS,
      ),
    ).toEqual({ sales_base: 'Must be between 50000 and 90000' });
    expect(
      validateSalarySave(
        { ...save, sales_flat_commission_pct: '100', customCommissionTableData: rows(5000) },
        SETTINGS,
      ),
    ).toEqual({ sales_flat_commission_pct: 'Must be between 0 and 99' });
  });
});
