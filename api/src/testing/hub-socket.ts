import WebSocket from 'ws';

export interface Frame {
  event: string;
  payload: Record<string, unknown>;
}

/** Opens a hub socket and collects its frames; resolves once the hub greets it. */
export function connect(base: string, query: string) {
  const socket = new WebSocket(`${base}/global?${query}`);
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = (event: string) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} frame`)), 5000);
      const check = () => {
        const frame = frames.find((candidate) => candidate.event === event);
        if (frame) {
          clearTimeout(timer);
          frames.splice(frames.indexOf(frame), 1);
          resolve(frame);
        } else waiters.push(check);
      };
      check();
    });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const refused = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
  );
  return { socket, frames, next, closed, refused };
}
