// jsdom lacks MessageChannel, which antd's select uses to delay closing its popup. Node's own
// MessageChannel keeps the test process alive, so a timer-based one stands in (fake timers
// drive it too).
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: TimerMessagePort | null = null;

  postMessage(data: unknown): void {
    const target = this.partner;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }

  close(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();

  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}

const scope = globalThis as { MessageChannel?: unknown };
if (!scope.MessageChannel) scope.MessageChannel = TimerMessageChannel;
