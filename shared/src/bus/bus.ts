import { Observable, Subject, Subscription, filter, map } from 'rxjs';
import { BUS_SCHEMA_VERSION, type PlatformEvent } from './events';

export type EventType = PlatformEvent['type'];
export type EventOf<T extends EventType> = Extract<PlatformEvent, { type: T }>;
export type PayloadOf<T extends EventType> = Omit<EventOf<T>, 'type'>;

export interface BusEnvelope<E extends PlatformEvent = PlatformEvent> {
  schemaVersion: typeof BUS_SCHEMA_VERSION;
  at: number;
  event: E;
}

/** A typed event bus. One instance lives on the page (the kernel is a federation singleton). */
export class EventBus {
  private readonly subject = new Subject<BusEnvelope>();

  /** Every envelope, for diagnostics. */
  readonly envelopes$: Observable<BusEnvelope> = this.subject.asObservable();

  publish<T extends EventType>(
    type: T,
    ...payload: keyof PayloadOf<T> extends never ? [] : [PayloadOf<T>]
  ): void {
    const event = { type, ...(payload[0] ?? {}) } as unknown as PlatformEvent;
    this.subject.next({ schemaVersion: BUS_SCHEMA_VERSION, at: Date.now(), event });
  }

  on<T extends EventType>(type: T): Observable<EventOf<T>> {
    return this.subject.pipe(
      map((envelope) => envelope.event),
      filter((event): event is EventOf<T> => event.type === type),
    );
  }

  subscribe<T extends EventType>(type: T, handler: (event: EventOf<T>) => void): Subscription {
    return this.on(type).subscribe(handler);
  }
}

const GLOBAL_KEY = '__PLATFORM_BUS__';

/**
 * The page's bus. Kept on globalThis as well, so that even a remote that failed to negotiate the
 * shared kernel (and so bundles its own copy) still talks on the same bus.
 */
export const bus: EventBus =
  ((globalThis as Record<string, unknown>)[GLOBAL_KEY] as EventBus | undefined) ??
  (((globalThis as Record<string, unknown>)[GLOBAL_KEY] = new EventBus()) as EventBus);
