import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { RESIZE_DEBOUNCE_MS, useDebouncedWidth } from './useDebouncedWidth';

let width = 800;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const measured = useDebouncedWidth(ref);
  return <div ref={ref}>width {measured ?? 'unknown'}</div>;
}

describe('useDebouncedWidth', () => {
  it('measures at once, then again only 200 ms after the window stops resizing', () => {
    jest.useFakeTimers();
    try {
      render(<Probe />);
      expect(screen.getByText('width 800')).toBeInTheDocument();
      width = 500;
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
      });
      expect(screen.getByText('width 800')).toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
      });
      expect(screen.getByText('width 800')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(RESIZE_DEBOUNCE_MS).toBe(200);
      expect(screen.getByText('width 500')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
