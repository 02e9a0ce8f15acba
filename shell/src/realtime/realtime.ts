import { reaction } from 'mobx';
import {
  browserSessionId,
  bus as pageBus,
  realtimeStatus as pageRealtimeStatus,
  session as pageSession,
  type AppNotification,
  type EventBus,
  type RealtimeStatus,
  type SessionStore,
} from '@platform/shared';
import { HubClient, hubUrl, type HubClientOptions, type HubMessage } from './hubClient';

/** The hub event that carries a new notification for the signed-in user. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

/** Puts a hub message on the bus: every one as `realtime/update`, notifications also as `notification/received`. */
export function publishHubMessage(message: HubMessage, bus: EventBus = pageBus): void {
  bus.publish('realtime/update', { event: message.event, payload: message.payload });
  if (message.event === NOTIFICATION_CREATED_EVENT && isNotification(message.payload)) {
    bus.publish('notification/received', { notification: message.payload });
  }
}

function isNotification(value: unknown): value is AppNotification {
  const candidate = value as Partial<AppNotification> | null;
  return typeof candidate?.id === 'number' && typeof candidate.short_message === 'string';
}

export interface RealtimeDependencies {
  session?: SessionStore;
  bus?: EventBus;
  sessionId?: () => string;
  status?: RealtimeStatus;
  client?: Partial<HubClientOptions>;
}

/**
 * Keeps the hub connection in step with the session: connected while someone is signed in,
 * reconnected when the token changes, closed on sign-out. Returns the disposer.
 */
export function startRealtime(
  apiBaseUrl: string,
  dependencies: RealtimeDependencies = {},
): () => void {
  const session = dependencies.session ?? pageSession;
  const bus = dependencies.bus ?? pageBus;
  const sessionId = dependencies.sessionId ?? browserSessionId;
  const status = dependencies.status ?? pageRealtimeStatus;
  let lastUserId: number | null = null;
  const client = new HubClient({
    url: () => {
      const token = session.bearerToken;
      return session.isLoggedIn && token ? hubUrl(apiBaseUrl, sessionId(), token) : null;
    },
    onMessage: (message) => publishHubMessage(message, bus),
    onStatus: (state) => status.set(state === 'open'),
    ...dependencies.client,
  });
  // A renewed token of the same user resumes where the connection was (the hub replays what
  // was missed meanwhile, ADR 200); sign-out or another user starts afresh.
  const dispose = reaction(
    () => (session.isLoggedIn ? session.bearerToken : null),
    (token, previous) => {
      const userId = token ? (session.user?.id ?? null) : null;
      client.stop(token !== null && previous !== null && userId !== null && userId === lastUserId);
      lastUserId = userId;
      status.set(false);
      if (token) client.start();
    },
    { fireImmediately: true },
  );
  return () => {
    dispose();
    client.stop();
    status.set(false);
  };
}
