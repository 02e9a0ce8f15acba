import { AsyncLocalStorage } from 'node:async_hooks';

/** What a hub subscriber receives, as one JSON text frame. */
export interface HubMessage<T = unknown> {
  /** The message's number (hub_events, ADR 200): a reconnecting client sends the last it saw. */
  id?: number;
  event: string;
  payload: T;
}

/** The part of a WebSocket the hub needs (ws's WebSocket fits). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface HubConnection {
  userId: number;
  organisationId: number;
  sessionId: number;
  /** The browser session id the client sent as `sessionId`. */
  clientSessionId: string;
  socket: HubSocket;
  /** While a reconnecting client is caught up: the live frames that arrive meanwhile. */
  pending?: Array<{ id?: number; frame: string }> | null;
  /** Live frames up to this id were already sent by the catch-up (ADR 200). */
  replayedThrough?: number;
}

const OPEN = 1;
/** Close code sent when the session behind a socket is revoked (mirrors HTTP 401). */
export const HUB_CLOSE_UNAUTHORISED = 4401;

/** One thing the hub does to its sockets; relayed as is to the other API processes. */
export type HubCall =
  | { to: 'user'; id: number; message: HubMessage }
  | { to: 'organisation'; id: number; message: HubMessage }
  | { to: 'sessions'; ids: number[] };

/** What one piece of work (a request) published: the promise of its last message being delivered. */
export interface PublishScope {
  published: Promise<void> | null;
}

/** A call to a user or an organisation: the ones that are numbered and can be caught up on. */
export type HubTargetCall = Extract<HubCall, { to: 'user' | 'organisation' }>;

/**
 * The realtime hub behind /global. It holds this process's sockets; with several API processes
 * on one PostgreSQL, a relay (core/hub-relay.ts) hands every call to the other processes too.
 */
export class Hub {
  private readonly connections = new Set<HubConnection>();
  private relay: ((calls: HubCall[]) => void) | null = null;
  private journal: ((calls: HubTargetCall[]) => Promise<number[]>) | null = null;
  private onJournalError: (error: unknown) => void = () => undefined;
  /**
   * Numbering is one batch at a time, so this process delivers its messages in their id order;
   * the messages published while a batch is being stored make up the next batch (ADR 212).
   */
  private tail: Promise<void> = Promise.resolve();
  private queued: HubTargetCall[] = [];
  /** The scope of the work running now (a request's, see `runScoped`), if any. */
  private readonly scopes = new AsyncLocalStorage<PublishScope>();

  /**
   * From now on every message to a user or an organisation is numbered by `journal` (stored in
   * hub_events, ADR 200) before it is delivered and relayed, with its id. `journal` numbers a
   * batch and returns the ids in the batch's order.
   */
  attachJournal(
    journal: (calls: HubTargetCall[]) => Promise<number[]>,
    onError: (error: unknown) => void,
  ): void {
    this.journal = journal;
    this.onJournalError = onError;
  }

  /** Resolves once every message published so far has been numbered and delivered. */
  settled(): Promise<void> {
    return this.tail;
  }

  /**
   * Runs `work` (and everything it goes on to do asynchronously) in a fresh scope that keeps the
   * promise of the last message published from it: a request waits for its own messages only.
   */
  runScoped(work: () => void): PublishScope {
    const scope: PublishScope = { published: null };
    this.scopes.run(scope, work);
    return scope;
  }

  /** Every call from now on is also given to `relay` (for the other processes), in batches. */
  attachRelay(relay: (calls: HubCall[]) => void): void {
    this.relay = relay;
  }

  add(connection: HubConnection): void {
    this.connections.add(connection);
  }

  remove(connection: HubConnection): void {
    this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  /**
   * Sends to the user's sockets; returns how many of this process's sockets got it (0 with a
   * journal: the message is delivered once numbered).
   */
  publishToUser<T>(userId: number, event: string, payload: T): number {
    return this.call({ to: 'user', id: userId, message: { event, payload } });
  }

  publishToOrganisation<T>(organisationId: number, event: string, payload: T): number {
    return this.call({ to: 'organisation', id: organisationId, message: { event, payload } });
  }

  /** Closes the sockets of revoked sessions so a signed-out browser stops receiving events. */
  closeSessions(sessionIds: number[]): void {
    this.call({ to: 'sessions', ids: sessionIds });
  }

  /** Carries out a call on this process's sockets only (the relay's way in). */
  deliver(call: HubCall): number {
    switch (call.to) {
      case 'user':
        return this.publish((connection) => connection.userId === call.id, call.message);
      case 'organisation':
        return this.publish((connection) => connection.organisationId === call.id, call.message);
      case 'sessions':
        return this.closeLocalSessions(call.ids);
    }
  }

  private call(call: HubCall): number {
    if (this.journal && call.to !== 'sessions') {
      this.queued.push(call);
      // The first message of a batch books its turn; the rest join it until the turn comes.
      if (this.queued.length === 1) {
        this.tail = this.tail
          .then(() => this.numberQueued())
          .catch((error: unknown) => this.onJournalError(error));
      }
      // Numbering is in turns: once this message's batch is delivered, so are all before it.
      const scope = this.scopes.getStore();
      if (scope) scope.published = this.tail;
      return 0;
    }
    this.relay?.([call]);
    return this.deliver(call);
  }

  /** Numbers everything queued in one go, then relays and delivers it in id order. */
  private async numberQueued(): Promise<void> {
    const batch = this.queued;
    this.queued = [];
    try {
      const ids = await this.journal!(batch);
      batch.forEach((call, index) => (call.message.id = ids[index]));
      batch.sort((a, b) => (a.message.id ?? 0) - (b.message.id ?? 0));
    } catch (error) {
      // Unnumbered when the database refused: still delivered live, only not replayable.
      this.onJournalError(error);
    }
    this.relay?.(batch);
    for (const call of batch) this.deliver(call);
  }

  private closeLocalSessions(sessionIds: number[]): number {
    const revoked = new Set(sessionIds);
    let closed = 0;
    for (const connection of this.connections) {
      if (!revoked.has(connection.sessionId)) continue;
      connection.socket.close(HUB_CLOSE_UNAUTHORISED, 'session ended');
      this.connections.delete(connection);
      closed += 1;
    }
    return closed;
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.close(1001, 'server stopping');
    this.connections.clear();
  }

  private publish(match: (connection: HubConnection) => boolean, message: HubMessage): number {
    const frame = JSON.stringify(message);
    let delivered = 0;
    for (const connection of this.connections) {
      if (!match(connection) || connection.socket.readyState !== OPEN) continue;
      if (connection.pending) {
        connection.pending.push({ id: message.id, frame });
        continue;
      }
      if (message.id !== undefined && message.id <= (connection.replayedThrough ?? 0)) continue;
      connection.socket.send(frame);
      delivered += 1;
    }
    return delivered;
  }
}
