// jsdom has no MessageChannel; antd's Select schedules with one. A timer-based stand-in is
// enough for tests (the shared jest setup lacks it; noted for the lead).
if (typeof globalThis.MessageChannel === 'undefined') {
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
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimerMessageChannel;
}

export {};
