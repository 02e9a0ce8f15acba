import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { mediaQueryList } from '../../shared/src/testing/media';

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}
if (!(globalThis as { ResizeObserver?: unknown }).ResizeObserver) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
const g = globalThis as {
  __PACKAGE_VERSION__?: string;
  __BUILD_NUMBER__?: string;
  __PACKAGE_NAME__?: string;
};
g.__PACKAGE_VERSION__ = '0.0.0-test';
g.__BUILD_NUMBER__ = '0';
g.__PACKAGE_NAME__ = 'test';

// jsdom does not implement getComputedStyle for pseudo-elements, which antd's scroll lock asks
// for; answer with the element's own style instead of flooding the console.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom has no MessageChannel; antd's Select schedules work with one. A timer-based stand-in
// is enough for component tests.
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

// A ceiling for hangs, not a speed check: antd renders a lot of DOM and validates
// asynchronously, and on a busy machine (CI runs the packages in parallel) testing-library's
// default of 1 s per `findBy`/`waitFor` was missed by otherwise passing tests.
configure({ asyncUtilTimeout: 10_000 });
