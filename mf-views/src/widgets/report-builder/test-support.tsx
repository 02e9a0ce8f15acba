import { fireEvent, render, screen } from '@testing-library/react';
import {
  type MultiViewItem,
  type ReportDefinition,
  type ReportModulesResponse,
  type SavedReport,
} from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, type FakeRequest } from '@platform/shared/testing';
import type { ViewItemProps } from '../../registry/types';
import ReportBuilder from './ReportBuilder';
import { viewItem } from '../../testing/items';

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
export const ROWS: Array<Record<string, string | number | boolean | null>> = Array.from(
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
export function fakeServer(options: { runError?: string } = {}) {
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

const ITEM: MultiViewItem = viewItem(
  'report_builder',
  'Report builder',
  { modules_url: '/report-modules', page_size: 10 },
  { view_id: null, sort: 1 },
);

export function renderBuilder() {
  render(
    <AreaProviders>
      <ReportBuilder item={ITEM} params={{}} scope={{} as ViewItemProps['scope']} />
    </AreaProviders>,
  );
}

export const select = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
export const optionTexts = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map(
    (option) => option.text,
  );
export const check = (label: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: label }));

/** Builds the report of most tests: Jobs; Job number and the customer's name; amount ≥ 150; due date latest first. */
export async function buildReport() {
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

export const BUILT: ReportDefinition = {
  module: 'jobs',
  fields: ['jobs.number', 'customers.name'],
  filters: [{ field: 'jobs.amount', comparator: 'gte', value: 150 }],
  sorting: [{ field: 'jobs.due_date', comparator: 'desc' }],
};
