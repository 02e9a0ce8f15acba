import { EventBus } from '../bus';
import { createNotifier, NotificationStore } from '../notify';
import { SessionStore } from '../session';
import { createFakeApi, recordBus, type FakeRoutes } from '../testing';
import { ApiClient } from './client';
import type { ApiOptions } from './types';

/** A call layer wired to its own fake server, session, notifications, bus and clock. */
export function createHarness(routes: FakeRoutes = {}, options: Partial<ApiOptions> = {}) {
  const bus = new EventBus();
  const session = new SessionStore({ bus });
  const notifications = new NotificationStore();
  const fake = createFakeApi(routes);
  const sleeps: number[] = [];
  const clock = { now: 1_000_000 };
  const client = new ApiClient({
    session,
    notifier: createNotifier(notifications),
    bus,
    now: () => clock.now,
  });
  client.configure({
    baseUrl: 'http://api.test',
    clientVersion: '2.3.0',
    buildNumber: '45',
    fetch: fake.fetch,
    sleep: (milliseconds) => {
      sleeps.push(milliseconds);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...options,
  });
  const events = recordBus(bus);
  return { client, fake, session, notifications, sleeps, clock, events, bus };
}

/** Settles a promise into a value or the error it rejected with. */
export async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

export function goTo(path: string): void {
  window.history.pushState({}, '', path);
}
