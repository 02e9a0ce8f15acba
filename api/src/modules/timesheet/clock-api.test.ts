import type {
  ActivityRow,
  GeofenceEvents,
  TimelogState,
  TimelogStateResult,
  TrackingDeviceCheck,
} from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';

const MINUTE = 60_000;
const LAPTOP = { token: 'laptop-token', model: 'Chrome on Linux' };
const PHONE = { token: 'phone-token', model: 'Pixel 8' };
const FACTORY = { latitude: -33.8688, longitude: 151.2093, accuracy: 8 };

describeEachDatabase('timesheet: time clock, tracking devices, location and leave', (get) => {
  let fitter: string;

  beforeAll(async () => {
    fitter = await login(get().app, 'fitter@demo.test');
  });

  const headers = (token: string, device = LAPTOP) => ({
    ...bearer(token),
    'x-device-token': device.token,
    'x-device-model': device.model,
    'x-device-type': 'web',
  });

  const state = async (device = LAPTOP, token = fitter) => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/timelog/state?device_token=${device.token}`,
      headers: headers(token, device),
    });
    return body<TimelogState>(response).data;
  };

  const change = (payload: Record<string, unknown>, device = LAPTOP, token = fitter) =>
    get().app.inject({
      method: 'POST',
      url: '/timelog/state',
      headers: headers(token, device),
      payload: {
        device_token: device.token,
        device_type: 'web',
        tracking_enabled: true,
        ...payload,
      },
    });

  const check = async (device: typeof LAPTOP) => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/timelog/check-tracking-device',
      headers: headers(fitter, device),
      payload: { device_token: device.token, type: 'working' },
    });
    return body<TrackingDeviceCheck>(response).data;
  };

  const storeLocation = async (type: string, where = FACTORY) => {
    const response = await get().app.inject({
      method: 'POST',
      url: '/location/store',
      headers: headers(fitter),
      payload: {
        device_token: LAPTOP.token,
        type,
        location: { ...where, timestamp: get().clock.now().toISOString() },
      },
    });
    expect(response.statusCode).toBe(200);
    return body<{ stored: boolean }>(response).data.stored;
  };

  it('starts inactive, enabled, with the day from the schedule', async () => {
    expect(await state()).toEqual({
      total_working_hours: 8,
      duration: 8 * 3600,
      enabled: true,
      timer: { type: 'stop', timer_at: 0 },
      tracking_enabled: false,
      is_active_tracker: false,
    });
  });

  it('does not keep a location sample while the clock is stopped', async () => {
    expect(await storeLocation('start')).toBe(false);
  });

  it('clocks in, counts working time from stored timestamps, and pauses it on a break', async () => {
    const started = await change({ type: 'working' });
    expect(started.statusCode).toBe(200);
    expect(body<TimelogStateResult>(started).data).toEqual({
      timer: { type: 'working', timer_at: 0 },
      tracking_enabled: true,
      is_active_tracker: true,
    });
    get().clock.advance(30 * MINUTE);
    expect((await state()).timer).toEqual({ type: 'working', timer_at: 1800 });

    const lunch = await change({ type: 'break-unpaid', reason: 'lunch' });
    expect(body<TimelogStateResult>(lunch).data.timer).toEqual({
      type: 'break-unpaid',
      timer_at: 1800,
    });
    get().clock.advance(30 * MINUTE);
    expect((await state()).timer).toEqual({ type: 'break-unpaid', timer_at: 1800 });

    expect((await change({ type: 'working' })).statusCode).toBe(200);
    get().clock.advance(15 * MINUTE);
    expect((await state()).timer).toEqual({ type: 'working', timer_at: 2700 });
  });

  it("lists today's activity rows with their hours", async () => {
    const response = await get().app.inject({
      method: 'GET',
      url: '/timelog/activities?timeframe=today',
      headers: headers(fitter),
    });
    const rows = body<ActivityRow[]>(response).data;
    expect(rows.map((row) => [row.activity, row.hours, row.end_at === null])).toEqual([
      ['Working', 0.5, false],
      ['Unpaid break (lunch)', 0.5, false],
      ['Working', 0.25, true],
    ]);
  });

  it('keeps location samples and marks the event at a geofence while clocked in', async () => {
    expect(await storeLocation('start')).toBe(true);
    const stored = await get()
      .ctx.db.selectFrom('location_samples')
      .select(['type', 'latitude'])
      .where('user_id', '=', 4)
      // The demo data holds the fitter's earlier days (the staff map's samples): only this device's.
      .where('device_token', '=', LAPTOP.token)
      .execute();
    expect(stored).toEqual([{ type: 'start', latitude: FACTORY.latitude }]);
    const open = await get()
      .ctx.db.selectFrom('timesheet_entries')
      .select('geofence')
      .where('user_id', '=', 4)
      .where('end_at', 'is', null)
      .where('source', '=', 'clock')
      .executeTakeFirstOrThrow();
    expect(open.geofence).toBe(true);
  });

  it('refuses changes the clock does not offer and breaks without a reason', async () => {
    const again = await change({ type: 'working' });
    expect(again.statusCode).toBe(409);
    expect(body(again).info.message).toBe('The clock is already running.');
    const vague = await change({ type: 'break', reason: 'x' });
    expect(vague.statusCode).toBe(422);
    const mislabelled = await change({ type: 'break-unpaid', reason: 'smoko' });
    expect(mislabelled.statusCode).toBe(422);
  });

  it('tells another device which device tracks, and decides the tracker by the answer', async () => {
    expect(await check(LAPTOP)).toMatchObject({ is_active_tracker: true, tracking_enabled: true });
    expect(await check(PHONE)).toEqual({
      is_active_tracker: false,
      tracking_enabled: true,
      device_model: 'Chrome on Linux',
      active_tracking_device_token: LAPTOP.token,
    });

    expect((await change({ type: 'break', reason: 'smoko' })).statusCode).toBe(200);
    const unanswered = await change({ type: 'working' }, PHONE);
    expect(unanswered.statusCode).toBe(409);
    expect(body(unanswered).info).toMatchObject({
      message: 'Location already enabled on Chrome on Linux device',
      caption: 'This will disable location tracking, are you sure?',
      code: 'tracking-conflict',
    });

    const elsewhere = await change({ type: 'working', track_on_another_device: true }, PHONE);
    expect(body<TimelogStateResult>(elsewhere).data).toMatchObject({
      is_active_tracker: false,
      tracking_enabled: true,
    });
    expect((await check(LAPTOP)).is_active_tracker).toBe(true);

    expect((await change({ type: 'break', reason: 'coffee' }, PHONE)).statusCode).toBe(200);
    const replaced = await change({ type: 'working', replace: true }, PHONE);
    expect(body<TimelogStateResult>(replaced).data.is_active_tracker).toBe(true);
    expect(await check(LAPTOP)).toMatchObject({
      is_active_tracker: false,
      device_model: 'Pixel 8',
      active_tracking_device_token: PHONE.token,
    });
  });

  it('stops from any device, resets the counters and ends tracking', async () => {
    const stopped = await change({ type: 'stop' });
    expect(body<TimelogStateResult>(stopped).data).toEqual({
      timer: { type: 'stop', timer_at: 0 },
      tracking_enabled: false,
      is_active_tracker: false,
    });
    expect((await state()).timer).toEqual({ type: 'stop', timer_at: 0 });
    expect(await check(PHONE)).toMatchObject({
      active_tracking_device_token: null,
      is_active_tracker: true,
    });
    expect((await change({ type: 'stop' })).statusCode).toBe(409);
    expect((await change({ type: 'break', reason: 'smoko' })).statusCode).toBe(409);
  });

  it('keeps a stop sample sent just after the stop, and nothing later', async () => {
    get().clock.advance(MINUTE);
    expect(await storeLocation('stop')).toBe(true);
    get().clock.advance(3 * MINUTE);
    expect(await storeLocation('stop')).toBe(false);
    expect(await storeLocation('break')).toBe(false);
  });

  it('sends geofences by identifier', async () => {
    const geofenceEvents = (query: string) =>
      get().app.inject({
        method: 'GET',
        url: `/geofence-events?${query}`,
        headers: headers(fitter),
      });
    const all = await geofenceEvents('user_id=4');
    expect(body<GeofenceEvents>(all).data.geofences.map((fence) => fence.identifier)).toEqual([
      'Factory',
    ]);
    const none = await geofenceEvents('identifier=Warehouse');
    expect(body<GeofenceEvents>(none).data).toEqual({ geofences: [], geofence_removals: [] });
    const other = await geofenceEvents('user_id=3');
    expect(other.statusCode).toBe(403);
  });

  it('applies an emergency sick day once and tells the managers', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
      get().clock.now(),
    );
    const apply = (date: unknown) =>
      get().app.inject({
        method: 'POST',
        url: '/leave-requests/emergency_sick_off',
        headers: headers(fitter),
        payload: { object_data: date },
      });
    const applied = await apply({ date: today });
    expect(applied.statusCode).toBe(200);
    expect(body(applied).info.message).toMatch(/^Sick leave applied for \d{2}\/\d{2}\/\d{4}$/);
    const again = await apply(JSON.stringify({ date: today }));
    expect(again.statusCode).toBe(409);
    expect(body(again).info.message).toMatch(/^Sick leave is already applied for/);
    expect((await apply({ date: '2001-01-01' })).statusCode).toBe(422);
    expect((await apply({})).statusCode).toBe(422);
    const told = await get()
      .ctx.db.selectFrom('notifications')
      .select('user_id')
      .where('short_message', '=', 'Fiona Fitter is off sick')
      .execute();
    expect(told.map((row) => row.user_id)).toContain(1);
    expect(told.map((row) => row.user_id)).not.toContain(3);
  });

  it('keeps the clock from dashboard users', async () => {
    const display = await login(get().app, 'dashboard@demo.test');
    expect((await state(LAPTOP, display)).enabled).toBe(false);
    expect((await change({ type: 'working' }, LAPTOP, display)).statusCode).toBe(403);
  });
});
