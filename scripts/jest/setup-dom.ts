import '@testing-library/jest-dom';

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
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
