// jsdom has no MessageChannel; antd and React's scheduler post work through one. A timer-backed
// stand-in keeps the order of delivery and leaves no open handle behind, unlike Node's ports.
type Listener = ((event: { data: unknown }) => void) | null;

class TimerPort {
  onmessage: Listener = null;
  other: TimerPort | null = null;

  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }

  start(): void {}
  close(): void {
    this.onmessage = null;
  }
  addEventListener(_type: 'message', listener: Listener): void {
    this.onmessage = listener;
  }
  removeEventListener(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  readonly port1 = new TimerPort();
  readonly port2 = new TimerPort();

  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

const scope = globalThis as { MessageChannel?: unknown };
if (!scope.MessageChannel) scope.MessageChannel = TimerMessageChannel;
