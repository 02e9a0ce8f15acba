import { makeAutoObservable, runInAction } from 'mobx';
import {
  api as pageApi,
  bus as pageBus,
  isCancelled,
  notify as pageNotify,
  session,
  type ApiClient,
  type DeviceInfo,
  type EventBus,
  type Geofence,
  type GeofenceEvents,
  type LocationCoordinates,
  type LocationStoreResult,
  type LocationSampleType,
  type Notifier,
  type TimelogState,
  type TimelogStateRequest,
  type TimelogStateResult,
  type TimerType,
  type TrackingDeviceCheck,
} from '@platform/shared';
import { allowedActions, timerRings, type BreakChoice } from './clockRules';
import { currentDevice, isMobileDevice } from './device';
import {
  LocationError,
  geofenceAt,
  locationPermission,
  requestLocationSample,
  type LocationPermission,
} from './location';
import { HUB_RESET_EVENT } from '../hubReset';

/** The hub's event after the user's clock changed on any device (api timesheet module). */
export const CLOCK_HUB_EVENT = 'timesheet.clock';

/** The clock state is fetched 2 seconds after load; the timer ticks every second. */
export const FIRST_FETCH_DELAY_MS = 2_000;
export const TICK_MS = 1_000;

/** What the tracking-conflict dialog asks. */
export interface ConflictPrompt {
  action: 'start' | 'stop';
  /** Model of the device that tracks now; null when the server does not know it. */
  device: string | null;
  /** Only a phone may take tracking over. */
  canReplace: boolean;
}

/**
 * Answers to a conflict: on Start, 'replace' (track on this device) or 'another' (keep tracking
 * on the other device); on Stop, 'yes'. 'cancel' (or No) leaves the clock as it is.
 */
export type ConflictAnswer = 'replace' | 'another' | 'yes' | 'cancel';

export interface ClockDependencies {
  api?: ApiClient;
  bus?: EventBus;
  notifier?: Notifier;
  device?: () => DeviceInfo;
  isMobile?: (device: DeviceInfo) => boolean;
  sampleLocation?: () => Promise<LocationCoordinates>;
  permission?: () => Promise<LocationPermission>;
  now?: () => number;
  userId?: () => number | null;
}

/** The clock of the signed-in user: state from the server, a local tick, and the clock actions. */
export class ClockStore {
  loaded = false;
  enabled = false;
  state: TimerType = 'stop';
  /** Working seconds of the shift at `syncedAt`, as the server computed them. */
  timerAt = 0;
  syncedAt = 0;
  now = 0;
  totalSeconds = 0;
  trackingEnabled = false;
  isActiveTracker = false;
  busy = false;
  conflict: ConflictPrompt | null = null;
  /** The geofence the last location sample fell in, e.g. 'Factory'. */
  place: string | null = null;

  readonly #api: ApiClient;
  readonly #bus: EventBus;
  readonly #notifier: Notifier;
  readonly #device: () => DeviceInfo;
  readonly #isMobile: (device: DeviceInfo) => boolean;
  readonly #sampleLocation: () => Promise<LocationCoordinates>;
  readonly #permission: () => Promise<LocationPermission>;
  readonly #clock: () => number;
  readonly #userId: () => number | null;
  #answer: ((answer: ConflictAnswer) => void) | null = null;
  #geofences: Promise<Geofence[]> | null = null;
  #cleanups: Array<() => void> = [];

  constructor(dependencies: ClockDependencies = {}) {
    this.#api = dependencies.api ?? pageApi;
    this.#bus = dependencies.bus ?? pageBus;
    this.#notifier = dependencies.notifier ?? pageNotify;
    this.#device = dependencies.device ?? currentDevice;
    this.#isMobile = dependencies.isMobile ?? ((device) => isMobileDevice(device));
    this.#sampleLocation = dependencies.sampleLocation ?? (() => requestLocationSample());
    this.#permission = dependencies.permission ?? locationPermission;
    this.#clock = dependencies.now ?? Date.now;
    this.#userId = dependencies.userId ?? (() => session.user?.user_id ?? null);
    this.now = this.#clock();
    makeAutoObservable(this);
  }

  /** Seconds shown: the server's figure, plus the time since it was read while working. */
  get seconds(): number {
    if (this.state !== 'working') return this.timerAt;
    return this.timerAt + Math.max(0, Math.floor((this.now - this.syncedAt) / 1000));
  }

  get rings(): { percent: number; extra: number } {
    return timerRings(this.seconds, this.totalSeconds);
  }

  get actions(): { start: boolean; break: boolean; stop: boolean } {
    const allowed = allowedActions(this.state);
    return this.busy ? { start: false, break: false, stop: false } : allowed;
  }

  /**
   * Starts the clock's life on the page: the first fetch 2 s after load, the 1 s tick, and a
   * fresh read whenever another tab or device moved the clock (the hub says so) or the page
   * becomes visible again. Returns the clean-up.
   */
  activate(): () => void {
    const first = setTimeout(() => void this.refresh(), FIRST_FETCH_DELAY_MS);
    const tick = setInterval(() => this.tick(), TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && this.loaded) void this.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const remote = this.#bus.subscribe('realtime/update', (message) => {
      // A hub reset (ADR 200): what was missed while away cannot be replayed, so read afresh.
      if ((message.event === CLOCK_HUB_EVENT || message.event === HUB_RESET_EVENT) && this.loaded)
        void this.refresh();
    });
    this.#cleanups = [
      () => clearTimeout(first),
      () => clearInterval(tick),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => remote.unsubscribe(),
    ];
    return () => this.dispose();
  }

  dispose(): void {
    for (const cleanup of this.#cleanups) cleanup();
    this.#cleanups = [];
    this.answerConflict('cancel');
  }

  tick(): void {
    this.now = this.#clock();
  }

  async refresh(): Promise<void> {
    try {
      const { data } = await this.#api.get<TimelogState>('/timelog/state', {
        params: { device_token: this.#device().device_token },
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      });
      this.applyState(data);
    } catch (error) {
      // The call layer has told the user; a failed first read leaves the clock hidden.
      if (!isCancelled(error)) runInAction(() => (this.loaded = true));
    }
  }

  applyState(data: TimelogState): void {
    this.loaded = true;
    this.enabled = data.enabled;
    this.totalSeconds = data.duration;
    this.trackingEnabled = data.tracking_enabled;
    this.isActiveTracker = data.is_active_tracker;
    this.applyTimer(data.timer.type, data.timer.timer_at);
  }

  applyTimer(state: TimerType, timerAt: number): void {
    this.state = state;
    this.timerAt = timerAt;
    this.syncedAt = this.#clock();
    this.now = this.syncedAt;
  }

  /** Start: clock in from stopped, or resume work after a break. */
  async start(): Promise<void> {
    await this.#change(async (device) => {
      const check = await this.#check(device, 'working');
      let answer: Pick<TimelogStateRequest, 'replace' | 'track_on_another_device'> = {};
      if (this.#conflicts(check, device)) {
        const reply = await this.#ask({
          action: 'start',
          device: check.device_model,
          canReplace: this.#isMobile(device),
        });
        if (reply !== 'replace' && reply !== 'another') return;
        answer = reply === 'replace' ? { replace: true } : { track_on_another_device: true };
      }
      const permission = await this.#permission();
      await this.#post(
        {
          type: 'working',
          device_token: device.device_token,
          device_type: device.device_type,
          tracking_enabled: permission !== 'denied',
          is_active_tracker: check.is_active_tracker,
          active_tracking_device_token: check.active_tracking_device_token,
          ...answer,
        },
        'start',
      );
    });
  }

  /** Break with a reason chosen in the break-reason dialog. */
  async takeBreak(choice: Extract<BreakChoice, { ok: true }>): Promise<void> {
    await this.#change(async (device) => {
      await this.#post(
        {
          type: choice.type,
          reason: choice.reason,
          device_token: device.device_token,
          device_type: device.device_type,
        },
        'break',
      );
    });
  }

  /** Stop: from any state; the server resets every counter. */
  async stop(): Promise<void> {
    await this.#change(async (device) => {
      const check = await this.#check(device, 'stop');
      if (this.#conflicts(check, device)) {
        const reply = await this.#ask({
          action: 'stop',
          device: check.device_model,
          canReplace: false,
        });
        if (reply !== 'yes') return;
      }
      await this.#post(
        {
          type: 'stop',
          device_token: device.device_token,
          device_type: device.device_type,
          is_active_tracker: check.is_active_tracker,
          active_tracking_device_token: check.active_tracking_device_token,
        },
        'stop',
      );
    });
  }

  /** Called by the conflict dialog. */
  answerConflict(answer: ConflictAnswer): void {
    const resolve = this.#answer;
    this.#answer = null;
    this.conflict = null;
    resolve?.(answer);
  }

  async #change(run: (device: DeviceInfo) => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await run(this.#device());
    } catch (error) {
      // The call layer showed the failure; the clock may have moved elsewhere, so re-read it.
      if (!isCancelled(error)) await this.refresh();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async #check(device: DeviceInfo, type: 'working' | 'stop'): Promise<TrackingDeviceCheck> {
    const { data } = await this.#api.post<TrackingDeviceCheck>(
      '/timelog/check-tracking-device',
      { device_token: device.device_token, type },
      { suppressNotificationMessage: true },
    );
    return data;
  }

  #conflicts(check: TrackingDeviceCheck, device: DeviceInfo): boolean {
    return (
      !check.is_active_tracker &&
      check.tracking_enabled &&
      Boolean(check.active_tracking_device_token) &&
      check.active_tracking_device_token !== device.device_token
    );
  }

  #ask(prompt: ConflictPrompt): Promise<ConflictAnswer> {
    this.answerConflict('cancel');
    return new Promise((resolve) => {
      runInAction(() => {
        this.conflict = prompt;
        this.#answer = resolve;
      });
    });
  }

  async #post(payload: TimelogStateRequest, sample: LocationSampleType): Promise<void> {
    const wasTracker = this.isActiveTracker;
    const { data } = await this.#api.post<TimelogStateResult>('/timelog/state', payload, {
      suppressNotificationMessage: true,
    });
    runInAction(() => {
      this.applyTimer(data.timer.type, data.timer.timer_at);
      this.trackingEnabled = data.tracking_enabled;
      this.isActiveTracker = data.is_active_tracker;
    });
    this.#bus.publish('timesheet/clock-changed', {
      state: data.timer.type,
      timerAt: data.timer.timer_at,
    });
    if (data.timer.type === 'stop') runInAction(() => (this.place = null));
    // Stopping ends tracking, so the stop sample belongs to the device that was tracking.
    const tracks =
      sample === 'stop' ? wasTracker || data.is_active_tracker : data.is_active_tracker;
    if (tracks) void this.#sendLocation(payload.device_token, sample);
  }

  /** The organisation's geofences, read once per page (GET /geofence-events). */
  #loadGeofences(deviceToken: string): Promise<Geofence[]> {
    if (!this.#geofences) {
      const userId = this.#userId();
      this.#geofences = this.#api
        .get<GeofenceEvents>('/geofence-events', {
          params: { ...(userId ? { user_id: userId } : {}), device_token: deviceToken },
          silent: true,
        })
        .then(({ data }) => data.geofences)
        .catch(() => {
          this.#geofences = null;
          return [];
        });
    }
    return this.#geofences;
  }

  async #sendLocation(deviceToken: string, type: LocationSampleType): Promise<void> {
    try {
      const location = await this.#sampleLocation();
      const { data } = await this.#api.post<LocationStoreResult>(
        '/location/store',
        { device_token: deviceToken, location, type },
        { suppressNotificationMessage: true },
      );
      if (data.stored && type !== 'stop') {
        const fence = geofenceAt(await this.#loadGeofences(deviceToken), location);
        runInAction(() => (this.place = fence?.identifier ?? null));
      }
    } catch (error) {
      if (error instanceof LocationError) this.#notifier.warning(error.message);
    }
  }
}
