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

/**
 * The realtime hub behind /global. It lives in this process: several API processes would
 * need a shared channel (PostgreSQL LISTEN/NOTIFY) to reach each other's sockets.
 */
export class Hub {
  private readonly connections = new Set<HubConnection>();

  add(connection: HubConnection): void {
    this.connections.add(connection);
  }

  remove(connection: HubConnection): void {
    this.connections.delete(connection);
  }

  get size(): number {
    return this.connections.size;
  }

  publishToUser<T>(userId: number, event: string, payload: T): number {
    return this.publish((connection) => connection.userId === userId, { event, payload });
  }

  publishToOrganisation<T>(organisationId: number, event: string, payload: T): number {
    return this.publish((connection) => connection.organisationId === organisationId, {
      event,
      payload,
    });
  }

  /** Closes the sockets of revoked sessions so a signed-out browser stops receiving events. */
  closeSessions(sessionIds: number[]): void {
    const revoked = new Set(sessionIds);
    for (const connection of this.connections) {
      if (!revoked.has(connection.sessionId)) continue;
      connection.socket.close(HUB_CLOSE_UNAUTHORISED, 'session ended');
      this.connections.delete(connection);
    }
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
