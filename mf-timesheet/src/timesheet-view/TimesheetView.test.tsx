import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  envelope,
  installFakeApi,
  mediaQueryList,
  resetSession,
  signInForTest,
} from '@platform/shared/testing';
import type { TimesheetResponse } from '@platform/shared';
import { makeEvent } from '../testing/events';
import { setUpCalendarTests, ZONE } from '../testing/calendar';
import { renderInArea } from '../testing/render';
import { dayjs, wallClockToUtc } from '../calendar/time';
import { TimesheetView } from './TimesheetView';

const { today } = setUpCalendarTests();

const DATA: TimesheetResponse = {
  users: [
    { id: 3, name: 'Max Measurer', timezone: ZONE, profile_picture: null },
    { id: 4, name: 'Fiona Fitter', timezone: ZONE, profile_picture: null },
  ],
  events: [
    makeEvent({
      id: 21,
      user_id: 4,
      title: 'Install at Smith',
      start_time: wallClockToUtc(today, '09:00 AM', ZONE) as string,
      end_time: wallClockToUtc(today, '11:00 AM', ZONE) as string,
      can_edit: false,
      can_delete: true,
    }),
  ],
  timezones: [ZONE],
  can_create: true,
  can_manage_schedule: true,
};

function setWidth(narrow: boolean) {
  window.matchMedia = (query: string) => mediaQueryList(query, narrow);
}

beforeEach(() => {
  resetSession();
  signInForTest({ timezone: ZONE });
  setWidth(false);
});

describe('TimesheetView (view B)', () => {
  it('shows the server’s people across viewDays days from the configured path', async () => {
    const fake = installFakeApi({ 'GET /staff/timesheet': { body: envelope(DATA) } });
    renderInArea(<TimesheetView config={{ url: '/staff/timesheet', viewDays: 5 }} />);
    expect(await screen.findByText('Install at Smith')).toBeInTheDocument();
    const rows = screen.getAllByTestId('timesheet-user');
    expect(rows.map((row) => within(row).getAllByText(/Measurer|Fitter/)[0].textContent)).toEqual([
      'Max Measurer',
      'Fiona Fitter',
    ]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(6);
    const query = fake.callsTo('GET /staff/timesheet')[0].query;
    expect([query.get('date'), query.get('to_date')]).toEqual([
      today,
      dayjs(today).add(4, 'day').format('YYYY-MM-DD'),
    ]);
    expect(screen.getByRole('button', { name: 'New event' })).toBeInTheDocument();
  });

  it('shows one day on a narrow screen', async () => {
    setWidth(true);
    const fake = installFakeApi({ 'GET /timesheet': { body: envelope(DATA) } });
    renderInArea(<TimesheetView config={{}} />);
    await screen.findByText('Install at Smith');
    await waitFor(() => {
      const last = fake.callsTo('GET /timesheet').at(-1);
      expect([last?.query.get('date'), last?.query.get('to_date')]).toEqual([today, today]);
    });
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('deletes with item_id, date and to_date after confirmation', async () => {
    const fake = installFakeApi({
      'GET /timesheet': { body: envelope(DATA) },
      'DELETE /timesheet': { body: envelope({ item_id: 21 }, { message: 'Event deleted' }) },
    });
    renderInArea(<TimesheetView config={{ default_view: 'day' }} />);
    await screen.findByText('Install at Smith');
    fireEvent.click(screen.getByRole('button', { name: 'Event actions' }));
    fireEvent.click(await screen.findByText('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fake.callsTo('DELETE /timesheet')).toHaveLength(1));
    const query = fake.callsTo('DELETE /timesheet')[0].query;
    expect([query.get('item_id'), query.get('date'), query.get('to_date')]).toEqual([
      '21',
      today,
      today,
    ]);
  });

  it('records the HTTP status of a failed delete', async () => {
    installFakeApi({
      'GET /timesheet': { body: envelope(DATA) },
      'DELETE /timesheet': {
        status: 403,
        body: { data: null, info: { status: 403, message: 'You cannot delete this event.' } },
      },
    });
    renderInArea(<TimesheetView config={{ default_view: 'hourly' }} />);
    await screen.findByText('Install at Smith');
    fireEvent.click(screen.getByRole('button', { name: 'Event actions' }));
    fireEvent.click(await screen.findByText('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByTestId('timesheet-view')).toHaveAttribute('data-error-status', '403'),
    );
  });
});
