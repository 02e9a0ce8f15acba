import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  navigate,
  type MultiViewItem,
  type ReportDefinition,
  type ReportModulesResponse,
  type SavedReport,
} from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import type { ViewItemProps } from '../../registry/types';
import ReportBuilder from './ReportBuilder';

const CATALOGUE: ReportModulesResponse = {
  modules: [
    {
      id: 'jobs',
      name: 'Jobs',
      table_name: 'jobs',
      fields: [
        { name: 'Job number', field: 'jobs.number', type: 'text' },
        { name: 'Title', field: 'jobs.title', type: 'text' },
        { name: 'Amount', field: 'jobs.amount', type: 'number' },
        { name: 'Due date', field: 'jobs.due_date', type: 'date' },
        { name: 'Urgent', field: 'jobs.urgent', type: 'boolean' },
        {
          name: 'Status',
          field: 'jobs.status',
          type: 'options',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'completed', label: 'Completed' },
          ],
        },
      ],
    },
    {
      id: 'customers',
      name: 'Customers',
      table_name: 'customers',
      fields: [{ name: 'Name', field: 'customers.name', type: 'text' }],
    },
  ],
  module_links: [
    { from_module_id: 'jobs', to: 'customers', link_type: 'one-to-one', name: 'Customer' },
  ],
};

/** The fake server's jobs, joined to their customer. */
const ROWS: Array<Record<string, string | number | boolean | null>> = Array.from(
  { length: 30 },
  (_, index) => ({
    'jobs.number': `J-${String(index + 1).padStart(3, '0')}`,
    'jobs.title': index === 0 ? '=HYPERLINK("x")' : `Door ${index + 1}`,
    'jobs.amount': 100 + index,
    'jobs.due_date': `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
    'jobs.urgent': index % 2 === 0,
    'jobs.status': 'open',
    'customers.name': index === 1 ? 'Smith, "Jo"' : `Customer ${index + 1}`,
  }),
);

const NAMES: Record<string, string> = {
  'jobs.number': 'Job number',
  'jobs.title': 'Title',
  'jobs.amount': 'Amount',
  'jobs.due_date': 'Due date',
  'jobs.urgent': 'Urgent',
  'jobs.status': 'Status',
  'customers.name': 'Customers › Name',
};

interface RunBody {
  definition: ReportDefinition;
  page_number?: number;
  page_size?: number;
  export?: boolean;
}

/** A server keeping saved reports in memory and answering runs from ROWS. */
function fakeServer(options: { runError?: string } = {}) {
  const saved: SavedReport[] = [];
  const fake = installFakeApi({
    'GET /report-modules': { body: envelope(CATALOGUE) },
    'GET /reports': () => ({
      body: envelope(
        saved.map((report) => ({
          id: report.id,
          name: report.name,
          module: report.definition.module,
          created_by: 'Ada Administrator',
          updated_at: '2026-03-11T01:30:00.000Z',
        })),
      ),
    }),
    'GET /reports/:id': (request) => {
      const report = saved.find((entry) => entry.id === Number(request.params.id));
      return report
        ? { body: envelope(report) }
        : { status: 404, body: { data: null, info: { status: 404, message: 'Report not found' } } };
    },
    'POST /reports': (request) => {
      const payload = request.body as { id?: number; name: string; definition: ReportDefinition };
      const report = {
        id: payload.id ?? saved.length + 1,
        name: payload.name,
        definition: payload.definition,
      };
      const at = saved.findIndex((entry) => entry.id === report.id);
      if (at === -1) saved.push(report);
      else saved[at] = report;
      return { body: envelope(report, { message: `Report '${payload.name}' saved` }) };
    },
    'DELETE /reports/:id': (request) => {
      const at = saved.findIndex((entry) => entry.id === Number(request.params.id));
      const [gone] = saved.splice(at, 1);
      return { body: envelope(null, { message: `Report '${gone.name}' deleted` }) };
    },
    'POST /reports/run': (request: FakeRequest) => {
      if (options.runError) {
        return {
          status: 400,
          body: {
            data: null,
            info: {
              status: 400,
              response: 'failed',
              message: options.runError,
              caption: 'The report definition is not valid.',
            },
          },
        };
      }
      const body = request.body as RunBody;
      const size = body.export ? ROWS.length : (body.page_size ?? 25);
      const start = body.export ? 0 : ((body.page_number ?? 1) - 1) * size;
      const columns = body.definition.fields.map((key) => ({
        key,
        name: NAMES[key],
        type: CATALOGUE.modules
          .flatMap((module) => module.fields)
          .find((field) => field.field === key)!.type,
      }));
      return {
        body: envelope({
          columns,
          rows: ROWS.slice(start, start + size).map((row) =>
            Object.fromEntries(body.definition.fields.map((key) => [key, row[key]])),
          ),
          total_records: ROWS.length,
          capped: false,
          row_cap: 10000,
        }),
      };
    },
  });
  return { fake, saved };
}

const ITEM: MultiViewItem = {
  id: 1,
  view_id: null,
  item_type_name: 'report_builder',
  size: 12,
  sort: 1,
  new_line: false,
  name: 'Report builder',
  data: { modules_url: '/report-modules', page_size: 10 },
  config: {},
};

function renderBuilder() {
  render(
    <AreaProviders>
      <ReportBuilder item={ITEM} params={{}} scope={{} as ViewItemProps['scope']} />
    </AreaProviders>,
  );
}

const select = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const optionTexts = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map(
    (option) => option.text,
  );
const check = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label }));

/** Builds the report of most tests: Jobs; Job number and the customer's name; amount ≥ 150; due date latest first. */
async function buildReport() {
  await screen.findByLabelText('Module');
  select('Module', 'jobs');
  check('Job number');
  check('Customer › Name');
  select('Filter 1 field', 'jobs.amount');
  select('Filter 1 operator', 'gte');
  fireEvent.change(screen.getByLabelText('Filter 1 value'), { target: { value: '150' } });
  select('Sort 1 field', 'jobs.due_date');
  select('Sort 1 direction', 'desc');
}

const BUILT: ReportDefinition = {
  module: 'jobs',
  fields: ['jobs.number', 'customers.name'],
  filters: [{ field: 'jobs.amount', comparator: 'gte', value: 150 }],
  sorting: [{ field: 'jobs.due_date', comparator: 'desc' }],
};

describe('ReportBuilder', () => {
  beforeEach(() => {
    signInForTest({ user_id: 1 });
    navigate('/_demo_/reports');
  });
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('shows the sections Modules, Filters and Sorting, and the fields of the module and its links', async () => {
    fakeServer();
    renderBuilder();
    await screen.findByLabelText('Module');
    for (const title of ['Modules', 'Filters', 'Sorting']) {
      expect(screen.getByTestId(`report-section-${title.toLowerCase()}`)).toHaveTextContent(title);
    }
    expect(optionTexts('Module')).toEqual(['Choose a module…', 'Jobs', 'Customers']);
    expect(screen.getAllByText('Choose a module first.')).toHaveLength(2);
    select('Module', 'jobs');
    expect(within(screen.getByTestId('report-fields-jobs')).getAllByRole('checkbox')).toHaveLength(
      6,
    );
    expect(screen.getByTestId('report-fields-customers')).toHaveTextContent('Customer (Customers)');
    expect(optionTexts('Filter 1 field')).toEqual([
      'Add a filter…',
      'Job number',
      'Title',
      'Amount',
      'Due date',
      'Urgent',
      'Status',
      'Customer › Name',
    ]);
    expect(screen.getByRole('button', { name: 'Run report' })).toBeDisabled();
    check('Job number');
    expect(screen.getByRole('button', { name: 'Run report' })).toBeEnabled();
  });

  it('offers the operators and sort directions of the field type, and a new row once one is used', async () => {
    fakeServer();
    renderBuilder();
    await screen.findByLabelText('Module');
    select('Module', 'jobs');
    select('Filter 1 field', 'jobs.title');
    expect(optionTexts('Filter 1 operator')).toEqual([
      'contains',
      'equals',
      'starts with',
      'is empty',
    ]);
    select('Filter 1 field', 'jobs.amount');
    expect(optionTexts('Filter 1 operator')).toEqual(['=', '≠', '<', '≤', '>', '≥', 'between']);
    select('Filter 1 operator', 'between');
    expect(screen.getByLabelText('Filter 1 value from')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Filter 1 value to')).toBeInTheDocument();
    select('Filter 1 field', 'jobs.due_date');
    expect(optionTexts('Filter 1 operator')).toEqual(['on', 'before', 'after', 'between']);
    expect(screen.getByLabelText('Filter 1 value')).toHaveAttribute('type', 'date');
    select('Filter 1 field', 'jobs.urgent');
    expect(optionTexts('Filter 1 operator')).toEqual(['is true', 'is false']);
    expect(screen.queryByLabelText('Filter 1 value')).toBeNull();
    select('Filter 1 field', 'jobs.status');
    expect(optionTexts('Filter 1 operator')).toEqual(['is one of']);
    expect(within(screen.getByLabelText('Filter 1 value')).getAllByRole('checkbox')).toHaveLength(
      2,
    );

    // The used field is not offered again; a second row has appeared.
    expect(optionTexts('Filter 2 field')).not.toContain('Status');
    expect(optionTexts('Filter 2 field')).toContain('Amount');

    select('Sort 1 field', 'jobs.amount');
    expect(optionTexts('Sort 1 direction')).toEqual(['Lowest to Highest', 'Highest to Lowest']);
    select('Sort 1 field', 'jobs.due_date');
    expect(optionTexts('Sort 1 direction')).toEqual(['Earliest to Latest', 'Latest to Earliest']);
    select('Sort 1 field', 'jobs.title');
    expect(optionTexts('Sort 1 direction')).toEqual(['A to Z', 'Z to A']);
    expect(screen.getByLabelText('Sort 2 field')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove sort 1' }));
    expect(screen.queryByLabelText('Sort 2 field')).toBeNull();
  });

  it('runs the report and shows the rows in a paged table', async () => {
    const { fake } = fakeServer();
    renderBuilder();
    await buildReport();
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    const table = await screen.findByTestId('report-table');
    expect(fake.callsTo('POST /reports/run')[0].body).toEqual({
      definition: BUILT,
      page_number: 1,
      page_size: 10,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Job number', 'Customers › Name']);
    expect(within(table).getByText('J-001')).toBeInTheDocument();
    expect(within(table).getByText('Smith, "Jo"')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('30 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(within(table).getByText('J-011')).toBeInTheDocument());
    expect(fake.callsTo('POST /reports/run')[1].body).toMatchObject({
      page_number: 2,
      page_size: 10,
    });
  });

  it('exports every row as quoted, formula-safe CSV', async () => {
    const { fake } = fakeServer();
    const blobs: Blob[] = [];
    const created = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('jobs.csv');
    });
    renderBuilder();
    await screen.findByLabelText('Module');
    select('Module', 'jobs');
    check('Job number');
    check('Title');
    check('Customer › Name');
    check('Amount');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(fake.callsTo('POST /reports/run')[0].body).toMatchObject({ export: true });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Job number,Title,Customers › Name,Amount');
    expect(lines[1]).toBe(`J-001,"'=HYPERLINK(""x"")",Customer 1,100`);
    expect(lines[2]).toBe('J-002,Door 2,"Smith, ""Jo""",101');
    expect(lines).toHaveLength(ROWS.length + 2);
    expect(lines.at(-1)).toBe('');
    clicked.mockRestore();
  });

  it('saves the report and opens it again with the same definition', async () => {
    const { fake, saved } = fakeServer();
    renderBuilder();
    await buildReport();
    fireEvent.change(screen.getByLabelText('Report name'), { target: { value: 'Big jobs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fake.callsTo('POST /reports')[0].body).toEqual({ name: 'Big jobs', definition: BUILT });
    await waitFor(() => expect(optionTexts('Saved reports')).toContain('Big jobs'));

    fireEvent.click(screen.getByRole('button', { name: 'New report' }));
    expect(screen.getByLabelText('Module')).toHaveValue('');
    expect(screen.getByLabelText('Report name')).toHaveValue('');

    select('Saved reports', '1');
    await screen.findByTestId('report-table');
    expect(screen.getByLabelText('Module')).toHaveValue('jobs');
    expect(screen.getByRole('checkbox', { name: 'Job number' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Customer › Name' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Title' })).not.toBeChecked();
    expect(screen.getByLabelText('Filter 1 field')).toHaveValue('jobs.amount');
    expect(screen.getByLabelText('Filter 1 operator')).toHaveValue('gte');
    expect(screen.getByLabelText('Filter 1 value')).toHaveValue(150);
    expect(screen.getByLabelText('Sort 1 field')).toHaveValue('jobs.due_date');
    expect(screen.getByLabelText('Sort 1 direction')).toHaveValue('desc');
    expect(screen.getByLabelText('Report name')).toHaveValue('Big jobs');
    expect(fake.callsTo('POST /reports/run').at(-1)!.body).toMatchObject({ definition: BUILT });

    // Saving again under the same name replaces the open report.
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(fake.callsTo('POST /reports')).toHaveLength(2));
    expect(fake.callsTo('POST /reports')[1].body).toEqual({
      id: 1,
      name: 'Big jobs',
      definition: BUILT,
    });
  });

  it("shows the server's message when a run fails and keeps the definition", async () => {
    fakeServer({ runError: 'Jobs › Amount needs a number.' });
    renderBuilder();
    await buildReport();
    fireEvent.click(screen.getByRole('button', { name: 'Run report' }));
    const alert = await screen.findByTestId('report-error');
    expect(alert).toHaveTextContent('Jobs › Amount needs a number.');
    expect(alert).toHaveTextContent('The report definition is not valid.');
    expect(screen.queryByTestId('report-table')).toBeNull();
    expect(screen.getByLabelText('Module')).toHaveValue('jobs');
    expect(screen.getByRole('checkbox', { name: 'Job number' })).toBeChecked();
    expect(screen.getByLabelText('Filter 1 value')).toHaveValue(150);
    expect(screen.getByLabelText('Sort 1 direction')).toHaveValue('desc');
  });

  it('deletes the open report after a confirmation', async () => {
    const { fake, saved } = fakeServer();
    renderBuilder();
    await buildReport();
    fireEvent.change(screen.getByLabelText('Report name'), { target: { value: 'Old report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    await waitFor(() => expect(optionTexts('Saved reports')).toContain('Old report'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText('Are you sure want to delete this report?')).toBeInTheDocument();
    expect(fake.callsTo('DELETE /reports/:id')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.callsTo('DELETE /reports/:id')).toHaveLength(1));
    expect(fake.callsTo('DELETE /reports/:id')[0].path).toBe('/reports/1');
    await waitFor(() => expect(optionTexts('Saved reports')).toEqual(['Open a saved report…']));
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Delete report' })).toBeNull();
  });

  it('asks for a name before saving', async () => {
    const { fake } = fakeServer();
    renderBuilder();
    await buildReport();
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByTestId('report-error')).toHaveTextContent('Give the report a name.');
    expect(fake.callsTo('POST /reports')).toHaveLength(0);
  });
});
