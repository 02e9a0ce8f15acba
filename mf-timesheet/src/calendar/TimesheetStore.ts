import { makeAutoObservable, runInAction } from 'mobx';
import {
  api as pageApi,
  bus as pageBus,
  isApiError,
  isCancelled,
  type ApiClient,
  type EventBus,
  type TimesheetEvent,
  type TimesheetResponse,
  type TimesheetSaveRequest,
  type WeekdayName,
} from '@platform/shared';
import { payCycleDay, payWeek } from './totals';
import { addDays, dateInZone } from '@platform/shared/values';
import { browserZone } from './time';
import { HUB_RESET_EVENT } from '../hubReset';

/** The hub's event after timesheet events of the organisation changed (api timesheet module). */
export const EVENTS_HUB_EVENT = 'timesheet.events';

/** Views of the staff work calendar (A) and of the data-driven timesheet view (B). */
export type CalendarView = 'hourly' | 'day' | 'calendar' | 'multi-day';

export interface TimesheetStoreOptions {
  /** Path of GET, POST and DELETE (the configured or current path). */
  url: string;
  /** 'staff' loads whole pay weeks (weekly totals); 'timesheet' loads what it shows. */
  kind: 'staff' | 'timesheet';
  view: CalendarView;
  /** Days of the multi-day view (default 7). */
  viewDays?: number;
  /** The person whose calendar the staff view shows (default: the signed-in user). */
  userId?: number;
  /** The signed-in user's zone, preferred when the server offers it. */
  preferredZone?: string | null;
  api?: ApiClient;
  bus?: EventBus;
  now?: () => number;
}

const EMPTY: TimesheetResponse = {
  users: [],
  events: [],
  timezones: [],
  can_create: false,
  can_manage_schedule: false,
};

function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

/**
 * State of one calendar on the page: range, view, zone and the server's answer. Created when
 * the widget mounts and disposed when it unmounts (which aborts its calls).
 */
export class TimesheetStore {
  view: CalendarView;
  /** The date the view is anchored on (YYYY-MM-DD in `zone`). */
  anchor: string;
  zone: string;
  showSchedule = false;
  payCycle: WeekdayName = 'Monday';
  data: TimesheetResponse = EMPTY;
  loading = false;
  /** HTTP status of the last failed load, save or delete (0 when nothing answered). */
  errorStatus: number | null = null;
  /** Forced to one day on narrow screens (the multi-day view only). */
  narrow = false;

  readonly options: TimesheetStoreOptions;
  readonly #api: ApiClient;
  readonly #bus: EventBus;
  readonly #now: () => number;
  #controller: AbortController | null = null;
  #subscriptions: Array<{ unsubscribe(): void }> = [];
  #disposed = false;

  constructor(options: TimesheetStoreOptions) {
    this.options = options;
    this.#api = options.api ?? pageApi;
    this.#bus = options.bus ?? pageBus;
    this.#now = options.now ?? Date.now;
    this.view = options.view;
    this.zone = options.preferredZone || browserZone();
    this.anchor = dateInZone(new Date(this.#now()), this.zone);
    makeAutoObservable(this);
  }

  get viewDays(): number {
    const days = Math.floor(this.options.viewDays ?? 7);
    return days > 0 ? days : 7;
  }

  /** The view actually drawn: a narrow screen shows the multi-day view as one day. */
  get effectiveView(): CalendarView {
    return this.narrow && this.view === 'multi-day' ? 'day' : this.view;
  }

  /** The dates the view shows. */
  get shown(): { from: string; to: string } {
    switch (this.effectiveView) {
      case 'calendar':
        return payWeek(this.anchor, this.payCycle);
      case 'multi-day':
        return { from: this.anchor, to: addDays(this.anchor, this.viewDays - 1) };
      default:
        return { from: this.anchor, to: this.anchor };
    }
  }

  /** The dates loaded, sent as date and to_date: the staff view loads whole pay weeks. */
  get range(): { from: string; to: string } {
    const shown = this.shown;
    if (this.options.kind !== 'staff') return shown;
    const first = payWeek(shown.from, this.payCycle);
    const last = payWeek(shown.to, this.payCycle);
    return { from: first.from, to: last.to };
  }

  get userId(): number | undefined {
    return this.options.userId;
  }

  get timezones(): string[] {
    return this.data.timezones;
  }

  /** Steps of previous and next: a week in the week view, the span in multi-day, else a day. */
  get step(): number {
    if (this.effectiveView === 'calendar') return 7;
    if (this.effectiveView === 'multi-day') return this.viewDays;
    return 1;
  }

  setView(view: CalendarView): void {
    this.view = view;
    void this.load();
  }

  setNarrow(narrow: boolean): void {
    if (this.narrow === narrow) return;
    this.narrow = narrow;
    void this.load();
  }

  setZone(zone: string): void {
    this.zone = zone;
  }

  setShowSchedule(show: boolean): void {
    this.showSchedule = show;
    void this.load();
  }

  previous(): void {
    this.anchor = addDays(this.anchor, -this.step);
    void this.load();
  }

  next(): void {
    this.anchor = addDays(this.anchor, this.step);
    void this.load();
  }

  today(): void {
    this.anchor = dateInZone(new Date(this.#now()), this.zone);
    void this.load();
  }

  /**
   * Reads the pay cycle (organisation settings; Monday when unknown), then the events, and
   * reloads whenever events are saved or the clock moves, on this page or (through the hub)
   * anywhere else.
   */
  async start(): Promise<void> {
    const reload = () => void this.load();
    this.#subscriptions = [
      this.#bus.subscribe('timesheet/events-changed', reload),
      this.#bus.subscribe('timesheet/clock-changed', reload),
      this.#bus.subscribe('realtime/update', (message) => {
        // A hub reset (ADR 200): what was missed while away cannot be replayed, so read afresh.
        if (message.event === EVENTS_HUB_EVENT || message.event === HUB_RESET_EVENT) reload();
      }),
    ];
    if (this.options.kind === 'staff') {
      try {
        const { data } = await this.#api.get<{ pay_cycle?: string }>('/organisation/settings', {
          silent: true,
          reuseSeconds: 60,
        });
        runInAction(() => (this.payCycle = payCycleDay(data.pay_cycle)));
      } catch {
        // Without settings the pay cycle starts on Monday, as the spec's default says.
      }
    }
    await this.load();
  }

  async load(): Promise<void> {
    if (this.#disposed) return;
    this.#controller?.abort();
    const controller = new AbortController();
    this.#controller = controller;
    this.loading = true;
    const { from, to } = this.range;
    try {
      const { data } = await this.#api.get<TimesheetResponse>(this.options.url, {
        params: {
          date: from,
          to_date: to,
          showEvents: this.showSchedule,
          ...(this.userId ? { user_id: this.userId } : {}),
        },
        signal: controller.signal,
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      });
      runInAction(() => {
        this.data = { ...EMPTY, ...data };
        this.loading = false;
        this.#adoptZone();
      });
    } catch (error) {
      if (isCancelled(error)) return;
      runInAction(() => {
        this.loading = false;
        this.errorStatus = statusOf(error);
      });
    }
  }

  /** Saves an event. Resolves true when the server answered 200 (the form then closes). */
  async save(payload: TimesheetSaveRequest): Promise<boolean> {
    try {
      const { status } = await this.#api.post(this.options.url, payload, { retries: 0 });
      runInAction(() => (this.errorStatus = null));
      this.#changed(payload.user_id);
      return status === 200;
    } catch (error) {
      if (!isCancelled(error)) runInAction(() => (this.errorStatus = statusOf(error)));
      return false;
    }
  }

  async remove(event: TimesheetEvent): Promise<boolean> {
    const { from, to } = this.range;
    try {
      await this.#api.delete(this.options.url, {
        params: { item_id: event.id, date: from, to_date: to },
        retries: 0,
      });
      runInAction(() => (this.errorStatus = null));
      this.#changed(event.user_id);
      return true;
    } catch (error) {
      if (!isCancelled(error)) runInAction(() => (this.errorStatus = statusOf(error)));
      return false;
    }
  }

  dispose(): void {
    this.#disposed = true;
    this.#controller?.abort();
    for (const subscription of this.#subscriptions) subscription.unsubscribe();
    this.#subscriptions = [];
  }

  /** Every calendar on the page (this one included) reloads on this event. */
  #changed(userId: number | undefined): void {
    this.#bus.publish('timesheet/events-changed', { userIds: userId ? [userId] : [] });
  }

  /** Keeps the chosen zone when the server offers it; otherwise takes the server's first. */
  #adoptZone(): void {
    const zones = this.data.timezones;
    if (zones.length === 0 || zones.includes(this.zone)) return;
    const preferred = this.options.preferredZone;
    this.zone = preferred && zones.includes(preferred) ? preferred : zones[0];
  }
}
