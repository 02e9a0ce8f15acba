import { ApiClient, EventBus, type Notifier, type TimelogState } from '@platform/shared';
import { createFakeApi, envelope, recordBus, type FakeApi } from '@platform/shared/testing';
import { ClockStore, FIRST_FETCH_DELAY_MS, type ClockDependencies } from './ClockStore';
import { LOCATION_MESSAGES, LocationError } from './location';

const DEVICE = { device_token: 'this-device', device_type: 'web', device_model: 'Chrome on Linux' };
const SAMPLE = {
  latitude: -33.86,
  longitude: 151.2,
  accuracy: 8,
  timestamp: '2024-05-07T00:00:00.000Z',
};

function state(overrides: Partial<TimelogState> = {}): TimelogState {
  return {
    total_working_hours: 8,
    duration: 8 * 3600,
    enabled: true,
    timer: { type: 'stop', timer_at: 0 },
    tracking_enabled: false,
    is_active_tracker: false,
    ...overrides,
  };
}

const NO_CONFLICT = {
  is_active_tracker: true,
  tracking_enabled: false,
  device_model: null,
  active_tracking_device_token: null,
};

const CONFLICT = {
  is_active_tracker: false,
  tracking_enabled: true,
  device_model: 'Pixel 8',
  active_tracking_device_token: 'other-device',
};

function notifier(): Notifier & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    warnings,
    success: () => 0,
    info: () => 0,
    error: () => 0,
    warning: (message: string) => warnings.push(message),
  };
}

interface Setup {
  fake: FakeApi;
  store: ClockStore;
  notes: ReturnType<typeof notifier>;
  bus: EventBus;
}

function setup(dependencies: Partial<ClockDependencies> = {}, check: object = NO_CONFLICT): Setup {
  const fake = createFakeApi({
    'GET /timelog/state': { body: envelope(state()) },
    'POST /timelog/check-tracking-device': { body: envelope(check) },
    'POST /timelog/state': (request) => {
      const type = (request.body as { type: string }).type;
      return {
        body: envelope({
          timer: { type, timer_at: type === 'stop' ? 0 : 60 },
          tracking_enabled: type !== 'stop',
          is_active_tracker: type !== 'stop',
        }),
      };
    },
    'POST /location/store': { body: envelope({ stored: true }) },
    'GET /geofence-events': {
      body: envelope({
        geofences: [
          {
            identifier: 'Factory',
            latitude: -33.86,
            longitude: 151.2,
            radius: 200,
            notifyOnEntry: true,
            notifyOnExit: true,
          },
        ],
        geofence_removals: [],
      }),
    },
  });
  const notes = notifier();
  const bus = new EventBus();
  const api = new ApiClient({ notifier: notes, bus });
  api.configure({
    baseUrl: 'http://api.test',
    clientVersion: '1.0.0',
    buildNumber: '1',
    fetch: fake.fetch,
  });
  const store = new ClockStore({
    api,
    bus,
    notifier: notes,
    device: () => DEVICE,
    isMobile: () => false,
    userId: () => 7,
    sampleLocation: () => Promise.resolve(SAMPLE),
    permission: () => Promise.resolve('granted'),
    ...dependencies,
  });
  return { fake, store, notes, bus };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('ClockStore', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches the state 2 seconds after load and counts up each second while working', async () => {
    jest.useFakeTimers();
    let now = 1_000_000;
    const { fake, store } = setup({ now: () => now });
    fake.on('GET /timelog/state', {
      body: envelope(state({ timer: { type: 'working', timer_at: 100 } })),
    });
    const dispose = store.activate();
    jest.advanceTimersByTime(FIRST_FETCH_DELAY_MS - 1);
    expect(fake.callsTo('GET /timelog/state')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await settle();
    expect(fake.callsTo('GET /timelog/state')[0].query.get('device_token')).toBe('this-device');
    expect(store.seconds).toBe(100);
    now += 3_000;
    store.tick();
    expect(store.seconds).toBe(103);
    dispose();
  });

  it('does not count while on a break', async () => {
    let now = 0;
    const { fake, store } = setup({ now: () => now });
    fake.on('GET /timelog/state', {
      body: envelope(state({ timer: { type: 'break', timer_at: 500 } })),
    });
    await store.refresh();
    now += 10_000;
    store.tick();
    expect(store.seconds).toBe(500);
  });

  it('shows the extra-time ring beyond the total working hours', async () => {
    const { fake, store } = setup();
    fake.on('GET /timelog/state', {
      body: envelope(state({ duration: 3600, timer: { type: 'working', timer_at: 5400 } })),
    });
    await store.refresh();
    expect(store.rings).toEqual({ percent: 100, extra: 50 });
  });

  it('checks the tracking device, clocks in and sends a start sample', async () => {
    const { fake, store, bus } = setup();
    const recorder = recordBus(bus);
    await store.start();
    await settle();
    expect(fake.callsTo('POST /timelog/check-tracking-device')[0].body).toEqual({
      device_token: 'this-device',
      type: 'working',
    });
    expect(fake.callsTo('POST /timelog/state')[0].body).toMatchObject({
      type: 'working',
      device_token: 'this-device',
      device_type: 'web',
      tracking_enabled: true,
    });
    expect(store.state).toBe('working');
    expect(fake.callsTo('POST /location/store')[0].body).toEqual({
      device_token: 'this-device',
      location: SAMPLE,
      type: 'start',
    });
    expect(recorder.of('timesheet/clock-changed')).toEqual([
      { type: 'timesheet/clock-changed', state: 'working', timerAt: 60 },
    ]);
  });

  it('names the geofence the start sample fell in, from GET /geofence-events', async () => {
    const { fake, store } = setup();
    await store.start();
    await settle();
    const query = fake.callsTo('GET /geofence-events')[0].query;
    expect([query.get('user_id'), query.get('device_token')]).toEqual(['7', 'this-device']);
    expect(store.place).toBe('Factory');
    await store.stop();
    expect(store.place).toBeNull();
  });

  it('asks when another device tracks and sends the answer to the server', async () => {
    const { fake, store } = setup({}, CONFLICT);
    const starting = store.start();
    await settle();
    expect(store.conflict).toEqual({ action: 'start', device: 'Pixel 8', canReplace: false });
    store.answerConflict('another');
    await starting;
    expect(fake.callsTo('POST /timelog/state')[0].body).toMatchObject({
      type: 'working',
      track_on_another_device: true,
      active_tracking_device_token: 'other-device',
    });
  });

  it('offers to replace the tracker on a phone', async () => {
    const { fake, store } = setup({ isMobile: () => true }, CONFLICT);
    const starting = store.start();
    await settle();
    expect(store.conflict?.canReplace).toBe(true);
    store.answerConflict('replace');
    await starting;
    expect(fake.callsTo('POST /timelog/state')[0].body).toMatchObject({ replace: true });
  });

  it('leaves the clock alone when the conflict is cancelled', async () => {
    const { fake, store } = setup({}, CONFLICT);
    const starting = store.start();
    await settle();
    store.answerConflict('cancel');
    await starting;
    expect(fake.callsTo('POST /timelog/state')).toHaveLength(0);
    expect(store.state).toBe('stop');
  });

  it('on Stop while tracking is active elsewhere, stops only after Yes', async () => {
    const { fake, store } = setup({}, CONFLICT);
    const first = store.stop();
    await settle();
    expect(store.conflict?.action).toBe('stop');
    store.answerConflict('cancel');
    await first;
    expect(fake.callsTo('POST /timelog/state')).toHaveLength(0);

    const second = store.stop();
    await settle();
    store.answerConflict('yes');
    await second;
    expect(fake.callsTo('POST /timelog/state')[0].body).toMatchObject({ type: 'stop' });
    expect(store.seconds).toBe(0);
  });

  it('takes lunch as the unpaid break with its reason', async () => {
    const { fake, store } = setup();
    await store.takeBreak({ ok: true, type: 'break-unpaid', reason: 'lunch' });
    expect(fake.callsTo('POST /timelog/state')[0].body).toMatchObject({
      type: 'break-unpaid',
      reason: 'lunch',
    });
  });

  it('still clocks in when location is denied, and tells the user', async () => {
    const { fake, store, notes } = setup({
      sampleLocation: () => Promise.reject(new LocationError('denied')),
      permission: () => Promise.resolve('denied'),
    });
    await store.start();
    await settle();
    expect(store.state).toBe('working');
    expect(fake.callsTo('POST /timelog/state')[0].body).toMatchObject({ tracking_enabled: false });
    expect(fake.callsTo('POST /location/store')).toHaveLength(0);
    expect(notes.warnings).toContain(LOCATION_MESSAGES.denied);
  });

  it('re-reads the state when a change is refused', async () => {
    const { fake, store } = setup();
    fake.on('POST /timelog/state', {
      status: 409,
      body: { data: null, info: { status: 409, message: 'The clock is already working' } },
    });
    fake.on('GET /timelog/state', {
      body: envelope(state({ timer: { type: 'working', timer_at: 30 } })),
    });
    await store.start();
    expect(store.state).toBe('working');
    expect(store.busy).toBe(false);
  });
});

describe('ClockStore across tabs and devices', () => {
  it('re-reads the clock when the hub says it changed elsewhere', async () => {
    const { fake, store, bus } = setup();
    const dispose = store.activate();
    await store.refresh();
    expect(fake.callsTo('GET /timelog/state')).toHaveLength(1);
    bus.publish('realtime/update', { event: 'timesheet.clock', payload: { type: 'working' } });
    bus.publish('realtime/update', { event: 'notification.created', payload: {} });
    await settle();
    expect(fake.callsTo('GET /timelog/state')).toHaveLength(2);
    dispose();
  });

  it('re-reads the clock when the hub could not replay what was missed while away', async () => {
    const { fake, store, bus } = setup();
    const dispose = store.activate();
    await store.refresh();
    bus.publish('realtime/update', { event: 'hub.reset', payload: {} });
    await settle();
    expect(fake.callsTo('GET /timelog/state')).toHaveLength(2);
    dispose();
  });
});
