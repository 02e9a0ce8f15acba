import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import { renderView } from '../../testing/render';
import WeeklyPlannerWidget from './WeeklyPlannerWidget';
import { addDays, AUTOSAVE_DELAY_MS, mondayOf, weekDays } from './week';
import { viewItem } from '../../testing/items';

// Wednesday 11 March 2026 at noon UTC: the 11th or 12th in any time zone, in the week of Monday the 9th.
const NOW = new Date('2026-03-11T12:00:00.000Z');
const now = () => NOW;

const item: MultiViewItem = viewItem('weekly_planner', 'Weekly planner');

const week = (...days: string[]) => Array.from({ length: 7 }, (_, day) => days[day] ?? '');

/** A fake server keeping weeks in memory; `failSaves` makes PUT answer `failStatus` (500). */
function server(stored: Record<string, string[]> = {}) {
  const state = {
    failSaves: false,
    failStatus: 500,
    puts: [] as Array<{ week: string; events: string[] }>,
  };
  const fake = installFakeApi({
    'GET /planner/weeks/:weekStart': (request: FakeRequest) => ({
      body: envelope({
        week_start: request.params.weekStart,
        events: stored[request.params.weekStart] ?? week(),
      }),
    }),
    'PUT /planner/weeks/:weekStart': (request: FakeRequest) => {
      const events = (request.body as { events: string[] }).events;
      state.puts.push({ week: request.params.weekStart, events });
      if (state.failSaves) {
        const status = state.failStatus;
        return { status, body: { data: null, info: { status, message: 'Database unavailable' } } };
      }
      stored[request.params.weekStart] = events;
      return { body: envelope({ week_start: request.params.weekStart, events }) };
    },
  });
  return { fake, state, stored };
}

const show = () =>
  renderView(
    <WeeklyPlannerWidget item={item} params={{}} scope={new ViewScope({ params: {} })} now={now} />,
  );
const day = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name} `) });
const eventOf = (name: string) => within(day(name)).getByLabelText('Event') as HTMLInputElement;
const status = () => screen.getByTestId('planner-status');

beforeEach(() => {
  resetSession();
  signInForTest();
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('week helpers', () => {
  it('finds the Monday of a week and lists Monday to Sunday with dates', () => {
    expect(mondayOf(new Date(2026, 2, 11, 15))).toBe('2026-03-09');
    expect(mondayOf(new Date(2026, 2, 9, 0, 5))).toBe('2026-03-09');
    expect(mondayOf(new Date(2026, 2, 15, 23, 55))).toBe('2026-03-09');
    expect(mondayOf(new Date(2026, 2, 16, 0, 0))).toBe('2026-03-16');
    expect(addDays('2026-02-23', 7)).toBe('2026-03-02');
    expect(weekDays('2026-03-09').map((d) => `${d.name} ${d.label}`)).toEqual([
      'Monday 09/03/2026',
      'Tuesday 10/03/2026',
      'Wednesday 11/03/2026',
      'Thursday 12/03/2026',
      'Friday 13/03/2026',
      'Saturday 14/03/2026',
      'Sunday 15/03/2026',
    ]);
  });
});

describe('WeeklyPlannerWidget', () => {
  it("shows seven day cards of today's week, each with an Event input holding the saved text", async () => {
    const { fake } = server({ '2026-03-09': week('Measure at Bondi', '', 'Fit J-00001') });
    show();
    await waitFor(() => expect(eventOf('Monday').value).toBe('Measure at Bondi'));
    expect(fake.calls[0].path).toBe('/planner/weeks/2026-03-09');
    const cards = screen.getAllByRole('group');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      weekDays('2026-03-09').map((d) => `${d.name} ${d.label}`),
    );
    expect(screen.getAllByLabelText('Event')).toHaveLength(7);
    expect(eventOf('Wednesday').value).toBe('Fit J-00001');
    expect(screen.getByTestId('planner-week')).toHaveTextContent('09/03/2026 – 15/03/2026');
    // Today is marked on its own card only (the 11th, or the 12th east of UTC+12).
    expect(screen.getAllByText('Today')).toHaveLength(1);
  });

  it('saves a moment after typing stops, once, and says Saved', async () => {
    const { state } = server();
    show();
    await waitFor(() => expect(eventOf('Tuesday')).toBeEnabled());
    fireEvent.change(eventOf('Tuesday'), { target: { value: 'Quote' } });
    fireEvent.change(eventOf('Tuesday'), { target: { value: 'Quote for Lee' } });
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(state.puts).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    });
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(state.puts).toEqual([{ week: '2026-03-09', events: week('', 'Quote for Lee') }]);
  });

  it('saves at once when a field loses focus', async () => {
    const { state } = server();
    show();
    await waitFor(() => expect(eventOf('Friday')).toBeEnabled());
    fireEvent.change(eventOf('Friday'), { target: { value: 'Stocktake' } });
    fireEvent.blur(eventOf('Friday'));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(state.puts).toEqual([{ week: '2026-03-09', events: week('', '', '', '', 'Stocktake') }]);
    // The debounce that was pending does not save the same text again.
    await act(async () => {
      jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    });
    expect(state.puts).toHaveLength(1);
  });

  it('keeps the draft and shows a clear error when saving fails, then saves on Retry', async () => {
    const { state, stored } = server();
    state.failSaves = true;
    show();
    await waitFor(() => expect(eventOf('Monday')).toBeEnabled());
    fireEvent.change(eventOf('Monday'), { target: { value: 'Site visit' } });
    fireEvent.blur(eventOf('Monday'));
    expect(await screen.findByText('Your changes could not be saved')).toBeInTheDocument();
    expect(screen.getByText(/Database unavailable/)).toBeInTheDocument();
    expect(eventOf('Monday').value).toBe('Site visit');
    expect(status()).not.toHaveTextContent('Saved');

    state.failSaves = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(screen.queryByText('Your changes could not be saved')).toBeNull();
    expect(stored['2026-03-09']).toEqual(week('Site visit'));
  });

  it('moves to the previous and next week, showing each week’s own events', async () => {
    const { fake } = server({ '2026-03-16': week('', '', 'Next week job') });
    show();
    await waitFor(() => expect(eventOf('Monday')).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /Next week/ }));
    await waitFor(() => expect(eventOf('Wednesday').value).toBe('Next week job'));
    expect(screen.getByTestId('planner-week')).toHaveTextContent('16/03/2026 – 22/03/2026');
    expect(screen.queryByText('Today')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    fireEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    await waitFor(() =>
      expect(screen.getByTestId('planner-week')).toHaveTextContent('02/03/2026 – 08/03/2026'),
    );
    await waitFor(() => expect(eventOf('Wednesday')).toBeEnabled());
    expect(eventOf('Wednesday').value).toBe('');
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/planner/weeks/2026-03-09',
      '/planner/weeks/2026-03-16',
      '/planner/weeks/2026-03-09',
      '/planner/weeks/2026-03-02',
    ]);
  });

  it('saves a pending edit before changing week and keeps an unsaved draft across weeks', async () => {
    const { state } = server();
    state.failSaves = true;
    state.failStatus = 400; // refused at once, not retried
    show();
    await waitFor(() => expect(eventOf('Sunday')).toBeEnabled());
    fireEvent.change(eventOf('Sunday'), { target: { value: 'Family lunch' } });
    fireEvent.click(screen.getByRole('button', { name: /Next week/ }));
    await waitFor(() => expect(screen.getByTestId('planner-week')).toHaveTextContent('16/03/2026'));
    await waitFor(() => expect(eventOf('Sunday')).toBeEnabled());
    expect(eventOf('Sunday').value).toBe('');
    expect(state.puts).toHaveLength(1);
    expect(state.puts[0]).toEqual({
      week: '2026-03-09',
      events: week('', '', '', '', '', '', 'Family lunch'),
    });
    fireEvent.click(screen.getByRole('button', { name: /Previous week/ }));
    // The save failed: the draft comes back, marked unsaved.
    await waitFor(() => expect(eventOf('Sunday').value).toBe('Family lunch'));
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('says the planner could not be loaded, and loads again on Retry', async () => {
    const { fake } = server();
    fake.on('GET /planner/weeks/:weekStart', {
      status: 500,
      body: { data: null, info: { status: 500, message: 'Server down' } },
    });
    show();
    expect(await screen.findByText('The planner could not be loaded')).toBeInTheDocument();
    expect(eventOf('Monday')).toBeDisabled();
    fake.on('GET /planner/weeks/:weekStart', {
      body: envelope({ week_start: '2026-03-09', events: week('Back') }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(eventOf('Monday').value).toBe('Back'));
  });
});
