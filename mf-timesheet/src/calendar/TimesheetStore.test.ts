import { ApiClient, EventBus, type Notifier, type TimesheetResponse } from '@platform/shared';
import { createFakeApi, envelope, type FakeApi } from '@platform/shared/testing';
import { makeEvent } from '../testing/events';
import { TimesheetStore, type TimesheetStoreOptions } from './TimesheetStore';
import { dayjs } from './time';

const ZONE = 'Australia/Sydney';
// Tuesday 7 May 2024, 10:00 in Sydney.
const NOW = dayjs('2024-05-07T00:00:00Z').valueOf();

const RESPONSE: TimesheetResponse = {
  users: [{ id: 1, name: 'Fiona Fitter', timezone: ZONE, profile_picture: null }],
  events: [makeEvent()],
  timezones: [ZONE, 'Australia/Perth'],
  can_create: true,
  can_manage_schedule: false,
};

const quiet: Notifier = { success: () => 0, info: () => 0, warning: () => 0, error: () => 0 };

function setup(options: Partial<TimesheetStoreOptions> = {}, payCycle = 'Wednesday') {
  const fake: FakeApi = createFakeApi({
    'GET /organisation/settings': { body: envelope({ pay_cycle: payCycle }) },
    'GET /timesheet': { body: envelope(RESPONSE) },
    'POST /timesheet': { body: envelope({ ids: [9] }, { message: 'Event saved' }) },
    'DELETE /timesheet': { body: envelope({ item_id: 1 }) },
  });
  const bus = new EventBus();
  const api = new ApiClient({ notifier: quiet, bus });
  api.configure({
    baseUrl: 'http://api.test',
    clientVersion: '1',
    buildNumber: '1',
    fetch: fake.fetch,
    sleep: () => Promise.resolve(),
  });
  const store = new TimesheetStore({
    url: '/timesheet',
    kind: 'staff',
    view: 'day',
    preferredZone: ZONE,
    api,
    bus,
    now: () => NOW,
    ...options,
  });
  return { fake, store, bus };
}

describe('TimesheetStore', () => {
  it('loads whole pay weeks for the staff calendar, from the pay cycle setting', async () => {
    const { fake, store } = setup();
    await store.start();
    expect(store.payCycle).toBe('Wednesday');
    const query = fake.callsTo('GET /timesheet')[0].query;
    expect([query.get('date'), query.get('to_date'), query.get('showEvents')]).toEqual([
      '2024-05-01',
      '2024-05-07',
      'false',
    ]);
    expect(store.data.users[0].name).toBe('Fiona Fitter');
    store.dispose();
  });

  it('starts the week view on the pay cycle day (Monday by default)', async () => {
    const { store } = setup({ view: 'calendar' }, 'not a day');
    await store.start();
    expect(store.payCycle).toBe('Monday');
    expect(store.shown).toEqual({ from: '2024-05-06', to: '2024-05-12' });
    store.next();
    expect(store.shown).toEqual({ from: '2024-05-13', to: '2024-05-19' });
    store.dispose();
  });

  it('spans viewDays in the multi-day view and one day on a narrow screen', () => {
    const { store } = setup({ kind: 'timesheet', view: 'multi-day', viewDays: 3 });
    expect(store.range).toEqual({ from: '2024-05-07', to: '2024-05-09' });
    store.setNarrow(true);
    expect(store.effectiveView).toBe('day');
    expect(store.range).toEqual({ from: '2024-05-07', to: '2024-05-07' });
    store.dispose();
  });

  it('saves with date and to_date and deletes with item_id, date and to_date', async () => {
    const { fake, store } = setup({ kind: 'timesheet', view: 'day' });
    await store.start();
    const saved = await store.save({
      type: 'working',
      start_time: '2024-05-06T23:00:00.000Z',
      end_time: null,
      timezone: ZONE,
      date: '2024-05-07',
      to_date: '2024-05-07',
    });
    expect(saved).toBe(true);
    expect(fake.callsTo('POST /timesheet')[0].body).toMatchObject({
      date: '2024-05-07',
      to_date: '2024-05-07',
    });
    expect(await store.remove(makeEvent({ id: 12 }))).toBe(true);
    const query = fake.callsTo('DELETE /timesheet')[0].query;
    expect([query.get('item_id'), query.get('date'), query.get('to_date')]).toEqual([
      '12',
      '2024-05-07',
      '2024-05-07',
    ]);
    store.dispose();
  });

  it('records the HTTP status of a failed save or delete', async () => {
    const { fake, store } = setup({ kind: 'timesheet' });
    fake.on('POST /timesheet', {
      status: 422,
      body: { data: null, info: { status: 422, message: 'That time is already used.' } },
    });
    fake.on('DELETE /timesheet', {
      status: 403,
      body: { data: null, info: { status: 403, message: 'You cannot delete this event.' } },
    });
    expect(
      await store.save({
        type: 'working',
        start_time: 'x',
        timezone: ZONE,
        date: '2024-05-07',
        to_date: '2024-05-07',
      }),
    ).toBe(false);
    expect(store.errorStatus).toBe(422);
    expect(await store.remove(makeEvent())).toBe(false);
    expect(store.errorStatus).toBe(403);
  });

  it('ignores a cancelled load: no error status, no notification', async () => {
    const { fake, store } = setup({ kind: 'timesheet' });
    let release: () => void = () => undefined;
    // The fetch fails only after the store was disposed (which aborts it), as a real abort does.
    fake.on(
      'GET /timesheet',
      () => new Promise((resolve) => (release = () => resolve({ networkError: true }))),
    );
    const loading = store.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispose();
    release();
    await loading;
    expect(store.errorStatus).toBeNull();
  });

  it('keeps the chosen zone when offered, and reloads on saved events, hub updates and a hub reset', async () => {
    const { fake, store, bus } = setup({ kind: 'timesheet', preferredZone: 'Europe/London' });
    await store.start();
    expect(store.zone).toBe(ZONE);
    store.setZone('Australia/Perth');
    const before = fake.callsTo('GET /timesheet').length;
    bus.publish('timesheet/events-changed', { userIds: [1] });
    bus.publish('realtime/update', { event: 'timesheet.events', payload: {} });
    // The hub could not replay what was missed while away: read afresh; other events do not.
    bus.publish('realtime/update', { event: 'hub.reset', payload: {} });
    bus.publish('realtime/update', { event: 'chat.message', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsTo('GET /timesheet').length).toBe(before + 3);
    expect(store.zone).toBe('Australia/Perth');
    store.dispose();
  });
});
