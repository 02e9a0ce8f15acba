import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import type { TimesheetResponse } from '@platform/shared';
import { makeEvent } from '../testing/events';
import { setUpCalendarTests, ZONE } from '../testing/calendar';
import { renderInArea } from '../testing/render';
import { dayjs, wallClockToUtc } from '../calendar/time';
import { StaffCalendar } from './StaffCalendar';

const { today } = setUpCalendarTests();
const at = (time: string) => wallClockToUtc(today, time, ZONE) as string;

function response(overrides: Partial<TimesheetResponse> = {}): TimesheetResponse {
  return {
    users: [{ id: 1, name: 'Test User', timezone: ZONE, profile_picture: null }],
    events: [
      makeEvent({
        id: 1,
        title: 'Morning work',
        description: 'Site visit',
        start_time: at('09:00 AM'),
        end_time: at('12:00 PM'),
        date: today,
        can_edit: true,
        can_delete: false,
      }),
      makeEvent({
        id: 2,
        title: 'Lunch',
        type: 'break-unpaid',
        start_time: at('12:00 PM'),
        end_time: at('12:30 PM'),
        date: today,
        can_edit: false,
        can_delete: false,
      }),
    ],
    timezones: [ZONE],
    can_create: true,
    can_manage_schedule: false,
    ...overrides,
  };
}

function serve(data: TimesheetResponse = response()) {
  return installFakeApi({
    'GET /organisation/settings': { body: envelope({ pay_cycle: 'Monday' }) },
    'GET /timesheet': { body: envelope(data) },
  });
}

beforeEach(() => {
  resetSession();
  signInForTest({ timezone: ZONE });
});

describe('StaffCalendar (view A)', () => {
  it('shows the day with its events and the bottom totals', async () => {
    serve();
    renderInArea(<StaffCalendar config={{ default_view: 'day' }} />);
    expect(await screen.findByText('Morning work')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-title')).toHaveTextContent(
      dayjs(today).format('dddd, D MMMM YYYY'),
    );
    const totals = screen.getByTestId('calendar-totals');
    expect(within(totals).getByText('Work').parentElement).toHaveTextContent(
      '3 hours 0 minutes (3.00)',
    );
    expect(within(totals).getByText('Unpaid break').parentElement).toHaveTextContent(
      '0 hours 30 minutes (0.50)',
    );
    expect(within(totals).getByText('Paid work').parentElement).toHaveTextContent(
      '3 hours 0 minutes (3.00)',
    );
    expect(within(totals).getByText('Weekly')).toBeInTheDocument();
  });

  it('opens the read-only details on click: Title, Description, Start at, End at', async () => {
    serve();
    renderInArea(<StaffCalendar config={{ default_view: 'day' }} />);
    fireEvent.click(await screen.findByText('Morning work'));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['Title', 'Description', 'Start at', 'End at']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Site visit')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`${dayjs(today).format('DD/MM/YYYY')} 09:00am`),
    ).toBeInTheDocument();
  });

  it('offers Edit and Delete only as each event allows', async () => {
    serve();
    renderInArea(<StaffCalendar config={{ default_view: 'day' }} />);
    await screen.findByText('Morning work');
    const menus = screen.getAllByRole('button', { name: 'Event actions' });
    expect(menus).toHaveLength(1);
    fireEvent.click(menus[0]);
    expect(await screen.findByText('Edit')).toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Edit'));
    expect(await screen.findByText('Details')).toBeInTheDocument();
  });

  it('shows the create button only when canCreate and the server allow it', async () => {
    serve();
    const { unmount } = renderInArea(<StaffCalendar config={{ default_view: 'day' }} />);
    expect(await screen.findByRole('button', { name: 'New event' })).toBeInTheDocument();
    unmount();
    serve();
    renderInArea(<StaffCalendar config={{ default_view: 'day', canCreate: false }} />);
    await screen.findByText('Morning work');
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();
  });

  it('offers a timezone selector only with more than one timezone', async () => {
    serve();
    const { unmount } = renderInArea(<StaffCalendar config={{ default_view: 'day' }} />);
    await screen.findByText('Morning work');
    expect(screen.queryByLabelText('Timezone')).not.toBeInTheDocument();
    unmount();
    serve(response({ timezones: [ZONE, 'Australia/Perth'] }));
    renderInArea(<StaffCalendar config={{ default_view: 'day' }} />);
    await screen.findByText('Morning work');
    expect(screen.getByLabelText('Timezone')).toBeInTheDocument();
  });

  it("asks for the schedule with 'show Staff schedule'", async () => {
    const fake = serve();
    renderInArea(<StaffCalendar config={{ default_view: 'calendar' }} />);
    await screen.findByText('Morning work');
    act(() => {
      fireEvent.click(screen.getByRole('switch', { name: 'show Staff schedule' }));
    });
    await waitFor(() =>
      expect(
        fake.callsTo('GET /timesheet').some((call) => call.query.get('showEvents') === 'true'),
      ).toBe(true),
    );
    expect(screen.queryByTestId('calendar-totals')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(7);
  });
});
