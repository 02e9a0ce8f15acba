import { bus as pageBus, type EventBus, type EventOf, type EventType } from '../bus';
import type { PlatformEvent } from '../bus';

export interface BusRecorder {
  /** Every event published since recording started. */
  readonly events: PlatformEvent[];
  /** The recorded events of one type. */
  of<T extends EventType>(type: T): Array<EventOf<T>>;
  clear(): void;
  stop(): void;
}

/** Records what is published on the bus (the page's bus unless another is given). */
export function recordBus(target: EventBus = pageBus): BusRecorder {
  const events: PlatformEvent[] = [];
  const subscription = target.envelopes$.subscribe((envelope) => events.push(envelope.event));
  return {
    events,
    of: <T extends EventType>(type: T) =>
      events.filter((event): event is EventOf<T> => event.type === type),
    clear: () => {
      events.length = 0;
    },
    stop: () => subscription.unsubscribe(),
  };
}
