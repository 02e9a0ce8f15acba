/** What a hub subscriber receives, as one JSON text frame. */
export interface HubMessage<T = unknown> {
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
}

const OPEN = 1;
/** Close code sent when the session behind a socket is revoked (mirrors HTTP 401). */
export const HUB_CLOSE_UNAUTHORISED = 4401;

/** One thing the hub does to its sockets; relayed as is to the other API processes. */
export type HubCall =
  | { to: 'user'; id: number; message: HubMessage }
  | { to: 'organisation'; id: number; message: HubMessage }
  | { to: 'sessions'; ids: number[] };

/**
 * The realtime hub behind /global. It holds this process's sockets; with several API processes
 * on one PostgreSQL, a relay (core/hub-relay.ts) hands every call to the other processes too.
 */
export class Hub {
  private readonly connections = new Set<HubConnection>();
  private relay: ((call: HubCall) => void) | null = null;

  /** Every call from now on is also given to `relay` (for the other processes). */
  attachRelay(relay: (call: HubCall) => void): void {
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

  /** Sends to the user's sockets; returns how many of this process's sockets got it. */
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
    this.relay?.(call);
    return this.deliver(call);
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
      connection.socket.send(frame);
      delivered += 1;
    }
    return delivered;
  }
}
