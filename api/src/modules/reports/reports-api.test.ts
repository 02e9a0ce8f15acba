import { sql } from 'kysely';
import type {
  ReportDefinition,
  ReportModulesResponse,
  SavedReport,
  SavedReportSummary,
} from '@platform/shared/contracts';
import { describeEachDatabase } from '../../testing/create-test-app';
import { DEMO_REPORT } from './seed';
import { OPEN_JOBS, reportsTestClient } from './test-support';

describeEachDatabase('reports: modules, rights, saved reports, organisations kept apart', (get) => {
  const { call, run, reportCount } = reportsTestClient(get);

  it('lists the modules and links the caller may use', async () => {
    const admin = await call<ReportModulesResponse>('admin@demo.test', 'GET', '/report-modules');
    expect(admin.status).toBe(200);
    expect(admin.data.modules.map((module) => module.id)).toEqual([
      'jobs',
      'customers',
      'quotes',
      'staff',
      'timesheet_entries',
    ]);
    expect(admin.data.module_links).toContainEqual({
      from_module_id: 'jobs',
      to: 'customers',
      link_type: 'one-to-one',
      name: 'Customer',
    });
    const jobs = admin.data.modules.find((module) => module.id === 'jobs')!;
    expect(jobs.fields).toContainEqual(
      expect.objectContaining({ field: 'jobs.status', type: 'options', name: 'Status' }),
    );
    expect(jobs.fields).toContainEqual({ name: 'Due date', field: 'jobs.due_date', type: 'date' });

    // Sales: no staff or timesheet modules, and no link to them.
    const sales = await call<ReportModulesResponse>('sales@demo.test', 'GET', '/report-modules');
    expect(sales.data.modules.map((module) => module.id)).toEqual(['jobs', 'customers', 'quotes']);
    expect(sales.data.module_links.some((link) => link.to === 'staff')).toBe(false);
  });

  it('answers 401 without a session and 403 to roles without reports, on every route', async () => {
    const routes: Array<['GET' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', '/report-modules'],
      ['POST', '/reports/run', { definition: OPEN_JOBS }],
      ['GET', '/reports'],
      ['POST', '/reports', { name: 'x', definition: OPEN_JOBS }],
      ['GET', '/reports/1'],
      ['DELETE', '/reports/1'],
    ];
    const before = await reportCount();
    for (const [method, url, payload] of routes) {
      expect([url, (await call(null, method, url, payload)).status]).toEqual([url, 401]);
      for (const who of ['fitter@demo.test', 'dashboard@demo.test']) {
        expect([url, who, (await call(who, method, url, payload)).status]).toEqual([url, who, 403]);
      }
    }
    expect(await reportCount()).toBe(before);
  });

  it('saves, lists, reopens, renames and deletes reports inside the organisation', async () => {
    const list = await call<SavedReportSummary[]>('admin@demo.test', 'GET', '/reports');
    const seeded = list.data.find((report) => report.name === DEMO_REPORT.name)!;
    expect(seeded).toMatchObject({ module: 'jobs', created_by: expect.any(String) });
    const opened = await call<SavedReport>('sales@demo.test', 'GET', `/reports/${seeded.id}`);
    expect(opened.data.definition).toEqual(DEMO_REPORT.definition);
    expect((await run('sales@demo.test', opened.data.definition)).status).toBe(200);

    const saved = await call<SavedReport>('sales@demo.test', 'POST', '/reports', {
      name: '  Big open jobs ',
      definition: OPEN_JOBS,
    });
    expect(saved.status).toBe(200);
    expect(saved.info.message).toBe("Report 'Big open jobs' saved");
    expect(saved.data).toEqual({
      id: expect.any(Number),
      name: 'Big open jobs',
      definition: OPEN_JOBS,
    });
    const clash = await call('admin@demo.test', 'POST', '/reports', {
      name: 'big OPEN jobs',
      definition: OPEN_JOBS,
    });
    expect([clash.status, clash.info.message]).toEqual([
      400,
      "A report named 'big OPEN jobs' already exists.",
    ]);
    const changed = { ...OPEN_JOBS, sorting: [{ field: 'jobs.number', comparator: 'asc' }] };
    const updated = await call<SavedReport>('admin@demo.test', 'POST', '/reports', {
      id: saved.data.id,
      name: 'Big open jobs',
      definition: changed,
    });
    expect(updated.data.definition).toEqual(changed);

    // Another organisation sees none of it.
    const acme = await call<SavedReportSummary[]>('admin@acme.test', 'GET', '/reports');
    expect(acme.data).toEqual([]);
    expect((await call('admin@acme.test', 'GET', `/reports/${saved.data.id}`)).status).toBe(404);
    expect((await call('admin@acme.test', 'DELETE', `/reports/${saved.data.id}`)).status).toBe(404);
    expect(
      (
        await call('admin@acme.test', 'POST', '/reports', {
          id: saved.data.id,
          name: 'Taken over',
          definition: OPEN_JOBS,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call<SavedReport>('admin@demo.test', 'GET', `/reports/${saved.data.id}`)).data.name,
    ).toBe('Big open jobs');

    const deleted = await call('admin@demo.test', 'DELETE', `/reports/${saved.data.id}`);
    expect([deleted.status, deleted.info.message]).toEqual([200, "Report 'Big open jobs' deleted"]);
    expect((await call('admin@demo.test', 'GET', `/reports/${saved.data.id}`)).status).toBe(404);
  });

  it("runs every report over the caller's organisation only", async () => {
    const quotes: ReportDefinition = {
      module: 'quotes',
      fields: ['quotes.number', 'customers.name'],
      filters: [],
      sorting: [],
    };
    const acme = await run('admin@acme.test', quotes, { page_size: 100 });
    expect(acme.data.total_records).toBe(20);
    const acmeCustomers = await sql<{ name: string }>`
      select data->>'name' as name from records where organisation_id = 2 and record_type = 'customers'`.execute(
      get().ctx.db,
    );
    const names = new Set(acmeCustomers.rows.map((row) => row.name));
    expect(acme.data.rows.every((row) => names.has(row['customers.name'] as string))).toBe(true);
    const staff = await run('admin@acme.test', { module: 'staff', fields: ['staff.email'] });
    expect(staff.data.rows.map((row) => row['staff.email']).sort()).toEqual([
      'admin@acme.test',
      'sales@acme.test',
    ]);
    // A super-admin reports on every module of their own organisation.
    const superStaff = await run(
      'superadmin@demo.test',
      { module: 'staff', fields: ['staff.email'] },
      { page_size: 100 },
    );
    expect(
      superStaff.data.rows.every((row) => String(row['staff.email']).endsWith('@demo.test')),
    ).toBe(true);
    expect(superStaff.data.rows.some((row) => row['staff.email'] === 'dashboard@demo.test')).toBe(
      false,
    );
  });
});
