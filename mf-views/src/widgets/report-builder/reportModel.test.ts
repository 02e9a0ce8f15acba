import type { ReportModulesResponse } from '@platform/shared';
import {
  displayCell,
  csvCell,
  csvFileName,
  emptyState,
  fromDefinition,
  moduleGroups,
  toCsv,
  toDefinition,
  withEmptyRows,
} from './reportModel';

const CATALOGUE: ReportModulesResponse = {
  modules: [
    {
      id: 'jobs',
      name: 'Jobs',
      table_name: 'jobs',
      fields: [
        { name: 'Job number', field: 'jobs.number', type: 'text' },
        { name: 'Amount', field: 'jobs.amount', type: 'number' },
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

describe('report model', () => {
  it('makes cells formula-safe and quotes them when needed', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header row and CRLF line ends, options as their labels', () => {
    const csv = toCsv(
      [
        { key: 'jobs.number', name: 'Job number', type: 'text' },
        { key: 'jobs.status', name: 'Status', type: 'options' },
        { key: 'jobs.amount', name: 'Amount, AUD', type: 'number' },
      ],
      [
        { 'jobs.number': 'J-1', 'jobs.status': 'in_progress', 'jobs.amount': 10.5 },
        { 'jobs.number': '=1+1', 'jobs.status': null, 'jobs.amount': null },
      ],
      new Map([
        [
          'jobs.status',
          {
            field: {
              name: 'Status',
              field: 'jobs.status',
              type: 'options' as const,
              options: [{ value: 'in_progress', label: 'In progress' }],
            },
          },
        ],
      ]),
    );
    expect(csv).toBe('Job number,Status,"Amount, AUD"\r\nJ-1,In progress,10.5\r\n\'=1+1,,\r\n');
  });

  it('shows amounts of money with cents, other numbers as they are', () => {
    const amount = { key: 'jobs.amount', name: 'Amount', type: 'number' as const };
    const money = { name: 'Amount', field: 'jobs.amount', type: 'number' as const, money: true };
    expect(displayCell(1755, amount, money)).toBe('$1,755.00');
    expect(displayCell(1747.5, amount, money)).toBe('$1,747.50');
    const quantity = { key: 'jobs.quantity', name: 'Quantity', type: 'number' as const };
    expect(
      displayCell(3, quantity, { name: 'Quantity', field: 'jobs.quantity', type: 'number' }),
    ).toBe('3');
  });

  it('keeps one empty filter and sort row while fields are left', () => {
    const state = withEmptyRows(
      {
        module: 'jobs',
        fields: [],
        filters: [{ field: 'jobs.number', comparator: 'contains', value: 'J' }],
        sorting: [],
      },
      CATALOGUE,
    );
    expect(state.filters).toHaveLength(2);
    expect(state.filters[1].field).toBe('');
    const full = withEmptyRows(
      {
        ...state,
        filters: [
          { field: 'jobs.number', comparator: 'contains', value: 'J' },
          { field: 'jobs.amount', comparator: 'gt', value: 1 },
          { field: 'customers.name', comparator: 'is_empty', value: null },
        ],
      },
      CATALOGUE,
    );
    expect(full.filters).toHaveLength(3);
    expect(emptyState().filters).toEqual([]);
  });

  it('sends only complete rows, and reads a saved definition back', () => {
    const definition = toDefinition(
      withEmptyRows(
        {
          module: 'jobs',
          fields: ['jobs.number', 'customers.name'],
          filters: [
            { field: 'customers.name', comparator: 'is_empty', value: 'ignored' },
            { field: 'jobs.amount', comparator: 'between', value: { from: 1, to: 5 } },
          ],
          sorting: [{ field: 'jobs.amount', comparator: 'desc' }],
        },
        CATALOGUE,
      ),
    );
    expect(definition).toEqual({
      module: 'jobs',
      fields: ['jobs.number', 'customers.name'],
      filters: [
        { field: 'customers.name', comparator: 'is_empty' },
        { field: 'jobs.amount', comparator: 'between', value: { from: 1, to: 5 } },
      ],
      sorting: [{ field: 'jobs.amount', comparator: 'desc' }],
    });
    expect(toDefinition(fromDefinition(definition, CATALOGUE))).toEqual(definition);
  });

  it('groups the module with its linked modules, and names files', () => {
    expect(moduleGroups(CATALOGUE, 'jobs').map((group) => group.linkName)).toEqual([
      null,
      'Customer',
    ]);
    expect(moduleGroups(CATALOGUE, 'customers')).toHaveLength(1);
    expect(csvFileName('Open jobs by customer')).toBe('open-jobs-by-customer.csv');
    expect(csvFileName('***')).toBe('report.csv');
  });
});
