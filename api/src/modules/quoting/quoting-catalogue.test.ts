import type { StaffSalary, SupplierProductOption } from '@platform/shared/contracts';
import { describeEachDatabase, login } from '../../testing/create-test-app';
import { quotingCaller, quotingUsers } from './test-support';

/** The quoting catalogue (suppliers' items, brands, products, accessories) and staff salaries. */
describeEachDatabase('quoting: supplier catalogue and salaries', (get) => {
  let admin: string;
  let sales: string;
  let acme: string;
  const call = quotingCaller(get);

  beforeAll(async () => {
    ({ admin, sales, acme } = await quotingUsers(get));
  });

  it('looks up supplier items, mandatory accessories and mesh deductions', async () => {
    const suppliers = await call<Array<{ id: number; name: string }>>(admin, 'GET', '/suppliers');
    const locker = suppliers.data.find((supplier) => supplier.name === 'Locker Group')!;
    const search = await call<SupplierProductOption[]>(
      admin,
      'GET',
      `/suppliers/${locker.id}/products-for-costing?search=mesh`,
    );
    expect(search.data.map((option) => option.code)).toEqual(
      expect.arrayContaining(['SS316-09', 'FG-1816', 'WDG-50']),
    );
    expect(search.data.find((option) => option.code === 'SS316-09')?.default_formula_1).toBe(
      '{mesh_height}*{mesh_width}',
    );
    const byIds = await call<SupplierProductOption[]>(
      admin,
      'GET',
      `/suppliers/${locker.id}/products-for-costing?group_ids=[${search.data[0].group_id}]&product_ids=[]`,
    );
    expect(byIds.data).toHaveLength(1);
    const badIds = await call(
      admin,
      'GET',
      `/suppliers/${locker.id}/products-for-costing?group_ids=oops`,
    );
    expect(badIds.status).toBe(400);
    const tall = await call<Array<{ name: string; price: string | null }>>(
      admin,
      'GET',
      '/quotes/accessories_mandatory?type_id=1&height=2100&width=900',
    );
    expect(tall.data).toEqual(
      [
        { item_number: 1, name: 'Triple Lock', price: null, quantity: 1 },
        { item_number: 2, name: 'Door Closer', price: '48.00', quantity: 1 },
      ].map((row) => expect.objectContaining({ name: expect.any(String), price: row.price })),
    );
    // A rule without a price carries the accessory's own costing: its default price.
    expect(tall.data[0]).toMatchObject({
      default_costing: {
        retail: '60.00',
        wholesale: '35.00',
        lines: [
          expect.objectContaining({ code: 'LAB-H', formula: '0.25', rounding_pct: '100.00' }),
        ],
      },
    });
    expect(tall.data[1]).not.toHaveProperty('default_costing');
    const low = await call<unknown[]>(
      admin,
      'GET',
      '/quotes/accessories_mandatory?type_id=1&height=1900&width=900',
    );
    expect(low.data).toHaveLength(1);
    const window = await call<unknown[]>(
      admin,
      'GET',
      '/quotes/accessories_mandatory?type_id=2&height=1200&width=900',
    );
    expect(window.data).toHaveLength(0);
    const frames = await call<Array<{ id: number }>>(admin, 'GET', '/frame-thicknesses');
    const deduction = await call<{ deduction: number }>(
      admin,
      'GET',
      `/quotes/mesh-deduction-value?frame_thickness_id=${frames.data[1].id}`,
    );
    expect(deduction.data).toEqual({ deduction: -30 });
    const fallback = await call<{ deduction: number }>(
      admin,
      'GET',
      '/quotes/mesh-deduction-value',
    );
    expect(fallback.data).toEqual({ deduction: -25 });
    const types = await call<Array<{ id: number }>>(sales, 'GET', '/pricing-types');
    expect(types.data.map((type) => type.id)).toEqual([1143, 1087, 1088]);
  });

  it('lists brands, products, accessories and salary types of the caller’s organisation only', async () => {
    type Option = { id: number; name: string; code?: string };
    const list = async (token: string, url: string) =>
      (await call<Option[]>(token, 'GET', url)).data;
    expect((await list(admin, '/brands')).map((brand) => brand.name)).toEqual([
      'Crimsafe',
      'Prowler Proof',
    ]);
    expect(await list(acme, '/brands')).toEqual([]);
    expect((await list(sales, '/salary-types')).map((type) => [type.id, type.name])).toEqual([
      [1176, 'Flat commission'],
      [1177, 'Computed commission table'],
      [1178, 'Custom commission table'],
    ]);
    for (const url of ['/products', '/accessories']) {
      const ours = await list(admin, url);
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.every((row) => Number.isInteger(row.id) && row.name.length > 0)).toBe(true);
      const theirs = new Set((await list(acme, url)).map((row) => row.id));
      expect(ours.filter((row) => theirs.has(row.id))).toEqual([]);
    }
    expect((await list(admin, '/accessories')).every((row) => typeof row.code === 'string')).toBe(
      true,
    );
    const screen = await login(get().app, 'dashboard@demo.test');
    expect((await call(screen, 'GET', '/brands')).status).toBe(403);
  });

  it('reads and saves salaries of each type, for administrators only', async () => {
    const users = await get()
      .ctx.db.selectFrom('users')
      .select(['id', 'email'])
      .where('organisation_id', '=', 1)
      .execute();
    const id = (email: string) => users.find((user) => user.email === email)!.id;
    const salaryUrl = (email: string) => `/staff/${id(email)}/salary`;
    const readSalary = (email: string) => call<StaffSalary>(admin, 'GET', salaryUrl(email));
    const saveSalary = (email: string, data: Partial<StaffSalary>) =>
      call<StaffSalary>(admin, 'POST', salaryUrl(email), { object_data: data });
    const flat = await readSalary('sales@demo.test');
    expect(flat.data).toMatchObject({
      sales_salary_type_id: 1176,
      sales_flat_commission_pct: '12.00',
      total: '72800.00',
      monthly: '6066.67',
    });
    const saved = await saveSalary('sales@demo.test', {
      ...flat.data,
      sales_base: '61000',
      total: '1.00',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      sales_base: '61000.00',
      superannuation: '7920.00',
      total: '73920.00',
    });
    const custom = await readSalary('legacy@demo.test');
    expect(custom.data.customCommissionTableData).toHaveLength(3);
    const broken = await saveSalary('legacy@demo.test', {
      ...custom.data,
      customCommissionTableData: [],
    });
    expect(broken.status).toBe(400);
    expect(broken.info.errors?.customCommissionTableData).toEqual([
      'Must have at least one commission bracket',
    ]);
    const computed = await saveSalary('twostep@demo.test', {
      ...(await readSalary('twostep@demo.test')).data,
      sales_salary_type_id: 1177,
    });
    expect(computed.status).toBe(200);
    const measurer = await saveSalary('measurer@demo.test', {
      ...(await readSalary('measurer@demo.test')).data,
      measurer_fixed_amt: '50',
    });
    expect(measurer.data).toMatchObject({ measurer_fixed_amt: '50.00', measurer_base: '62000.00' });
    const tooHigh = await saveSalary('sales@demo.test', { ...saved.data, sales_base: '95000' });
    expect(tooHigh.status).toBe(400);
    expect((await call(sales, 'GET', salaryUrl('sales@demo.test'))).status).toBe(403);
    expect((await call(acme, 'GET', salaryUrl('sales@demo.test'))).status).toBe(404);
    const audit = await get()
      .ctx.db.selectFrom('quoting_audit')
      .select('field')
      .where('entity', '=', 'salary')
      .execute();
    expect(audit.map((row) => row.field)).toEqual(
      expect.arrayContaining(['sales_base', 'measurer_fixed_amt']),
    );
  });
});
