import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ROWS,
  fakeServer,
  renderBuilder,
  select,
  optionTexts,
  check,
  buildReport,
  BUILT,
} from './test-support';
import { signedInOnEachTest } from '../../testing/session';

describe('ReportBuilder', () => {
  signedInOnEachTest('/_demo_/reports');

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
});
