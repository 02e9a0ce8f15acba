import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { StaffSalary } from '@platform/shared/contracts';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { SalaryWidget } from './SalaryWidget';
import { button } from '../testing/dom';

// The pointer-events check reads computed styles of every ancestor: slow with antd's styles.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

// antd's tables and dialogs render slowly in jsdom on a busy machine.
jest.setTimeout(60_000);
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const SALARY: StaffSalary = {
  user_id: 2,
  name: 'Sam Sales',
  user_role_ids: [3],
  sales_base: '60000.00',
  measurer_base: '50000.00',
  allowance: '5000.00',
  note: '',
  superannuation: '7800.00',
  total: '72800.00',
  monthly: '6066.67',
  sales_salary_type_id: 1178,
  sales_flat_commission_pct: '0.00',
  customCommissionTableData: [
    { profit_bracket: '20000.00', commission_pct: '8.00' },
    { profit_bracket: '21000.00', commission_pct: '10.00' },
  ],
  measurer_fixed_amt: '0.00',
  super_pct: '12.00',
  base_salary_min: '50000.00',
  base_salary_max: '90000.00',
  allowance_min: '0.00',
  allowance_max: '20000.00',
  min_commission_rate_of_min_salary: '10.00',
  min_commission_rate_of_max_salary: '6.00',
  commission_increments_pct_of_base_commission: '10.00',
  profit_bracket_increments: '1000.00',
  profit_bracket_min_pct_of_salary: '50.00',
  max_profit_bracket: '80000.00',
};

function serve(salary: StaffSalary) {
  return installFakeApi({
    'GET /staff/2/salary': { body: envelope(salary) },
    'POST /staff/2/salary': (request) => ({
      body: envelope(
        { ...salary, ...(request.body as { object_data: object }).object_data },
        { message: 'Saving successful' },
      ),
    }),
    'GET /salary-types': {
      body: envelope([
        { id: 1176, name: 'Flat commission' },
        { id: 1177, name: 'Computed commission table' },
        { id: 1178, name: 'Custom commission table' },
      ]),
    },
  });
}

const show = () => render(<SalaryWidget params={{ id: '2' }} data={{ user_id: ':id' }} />);

describe('the salary screen', () => {
  it('shows the sales base for role 3, and recomputes superannuation, total and monthly live', async () => {
    serve(SALARY);
    show();
    expect(await screen.findByText('Salary of Sam Sales')).toBeInTheDocument();
    expect(screen.getByLabelText('Sales base')).toHaveValue('60000');
    expect(screen.queryByLabelText('Measurer base')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Total').textContent).toBe('$72,800.00');
    fireEvent.change(screen.getByLabelText('Allowance'), { target: { value: '8000' } });
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('$76,160.00'));
    expect(screen.getByLabelText('Superannuation').textContent).toBe('$8,160.00');
    expect(screen.getByLabelText('Monthly').textContent).toBe('$6,346.67');
  });

  it('shows the measurer base and fixed amount for roles 4 and 5', async () => {
    serve({ ...SALARY, user_role_ids: [5], sales_salary_type_id: null });
    show();
    expect(await screen.findByLabelText('Measurer base')).toHaveValue('50000');
    expect(screen.getByLabelText('Measurer fixed amount')).toBeInTheDocument();
    expect(screen.queryByLabelText('Sales base')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Salary type')).not.toBeInTheDocument();
  });

  it('edits custom brackets with the spec messages', async () => {
    serve(SALARY);
    show();
    await screen.findByText('Salary of Sam Sales');
    await userEvent.click(screen.getAllByText('Add row below')[0].closest('button')!);
    expect(await screen.findByText('Not enough space for new row')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Profit bracket 2'), { target: { value: '15000' } });
    expect(
      await screen.findByText('Must be greater than previous bracket ($20,000)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Must be less than next bracket ($15,000)')).toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
  });

  it('needs at least one bracket, the first not below 0', async () => {
    serve(SALARY);
    show();
    await screen.findByText('Salary of Sam Sales');
    fireEvent.change(screen.getByLabelText('Profit bracket 1'), { target: { value: '-5' } });
    expect(await screen.findByText('Must be greater than 0')).toBeInTheDocument();
    await userEvent.click(screen.getAllByText('Remove')[0].closest('button')!);
    await userEvent.click(screen.getAllByText('Remove')[0].closest('button')!);
    expect(
      await screen.findByText('Must have at least one commission bracket'),
    ).toBeInTheDocument();
    await userEvent.click(button('Add bracket'));
    await waitFor(() => expect(button('Save')).toBeEnabled());
  });

  it('shows the computed table for type 1177 and a two-digit flat commission for 1176', async () => {
    serve({ ...SALARY, sales_salary_type_id: 1177, profit_bracket_increments: '10000.00' });
    show();
    const table = await screen.findByRole('table', { name: 'Computed commission table' });
    expect(table.textContent).toContain('$30,000.00');
    expect(table.textContent).toContain('9.90');
  });

  it('saves and keeps the values', async () => {
    const fake = serve({
      ...SALARY,
      sales_salary_type_id: 1176,
      sales_flat_commission_pct: '12.00',
    });
    show();
    expect(await screen.findByLabelText('Flat commission %')).toHaveValue('12');
    fireEvent.change(screen.getByLabelText('Flat commission %'), { target: { value: '15' } });
    await userEvent.click(button('Save'));
    await waitFor(() => expect(fake.callsTo('POST /staff/2/salary')).toHaveLength(1));
    const sent = fake.callsTo('POST /staff/2/salary')[0].body as {
      object_data: { sales_flat_commission_pct: string };
    };
    expect(sent.object_data.sales_flat_commission_pct).toBe('15');
  });
});
