import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderBuilder, select, optionTexts, buildReport, BUILT } from './test-support';
import { signedInOnEachTest } from '../../testing/session';

describe('ReportBuilder: saved reports', () => {
  signedInOnEachTest('/_demo_/reports');

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
