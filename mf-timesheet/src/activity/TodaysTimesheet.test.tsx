import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderInArea } from '../testing/render';
import { TodaysTimesheet } from './TodaysTimesheet';

beforeEach(() => {
  resetSession();
  signInForTest({ timezone: 'Australia/Sydney' });
});

describe("Today's timesheet", () => {
  it('lists start time, end time, activity and hours of today', async () => {
    const fake = installFakeApi({
      'GET /timelog/activities': {
        body: envelope([
          {
            start_at: '2024-05-06T23:00:00Z',
            end_at: '2024-05-07T02:00:00Z',
            activity: 'Working',
            hours: 3,
          },
          {
            start_at: '2024-05-07T02:00:00Z',
            end_at: null,
            activity: 'Unpaid break (lunch)',
            hours: 0.25,
          },
        ]),
      },
    });
    renderInArea(<TodaysTimesheet />);
    const table = await screen.findByTestId('todays-timesheet');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Start time', 'End time', 'Activity', 'Hours']);
    const row = (await within(table).findByText('Working')).closest('tr') as HTMLElement;
    expect(within(row).getByText('09:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('12:00 PM')).toBeInTheDocument();
    expect(within(row).getByText('3.00')).toBeInTheDocument();
    expect(within(table).getByText('0.25')).toBeInTheDocument();
    expect(fake.callsTo('GET /timelog/activities')[0].query.get('timeframe')).toBe('today');
  });

  it('reloads when the clock changes', async () => {
    const fake = installFakeApi({ 'GET /timelog/activities': { body: envelope([]) } });
    renderInArea(<TodaysTimesheet />);
    await waitFor(() => expect(fake.callsTo('GET /timelog/activities')).toHaveLength(1));
    act(() => bus.publish('timesheet/clock-changed', { state: 'working', timerAt: 0 }));
    await waitFor(() => expect(fake.callsTo('GET /timelog/activities')).toHaveLength(2));
  });
});
