import { bus as pageBus, type EventBus } from './bus';

/**
 * Whether the shell's realtime hub connection is open now. Widgets that also poll (the room
 * chat) poll only while it is closed, and catch up when it opens again. The shell sets it; the
 * change is announced on the bus as `realtime/status`.
 */
export class RealtimeStatus {
  #connected = false;

  constructor(private readonly bus: EventBus = pageBus) {}

  get connected(): boolean {
    return this.#connected;
  }

  set(connected: boolean): void {
    if (connected === this.#connected) return;
    this.#connected = connected;
    this.bus.publish('realtime/status', { connected });
  }
}

const GLOBAL_KEY = '__PLATFORM_REALTIME_STATUS__';

/** The page's hub state, on globalThis like the bus, so every remote reads the same one. */
export const realtimeStatus: RealtimeStatus =
  ((globalThis as Record<string, unknown>)[GLOBAL_KEY] as RealtimeStatus | undefined) ??
  (((globalThis as Record<string, unknown>)[GLOBAL_KEY] = new RealtimeStatus()) as RealtimeStatus);
