import { act, render } from '@testing-library/react';
import { createPortal } from 'react-dom';
import {
  FLOATING_CHECK_INTERVAL_MS,
  FLOATING_FORM_BUTTONS_ID,
  FLOATING_SCROLL_THRESHOLD_PX,
  FloatingFormButtons,
} from './FloatingFormButtons';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('FloatingFormButtons', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    scrollTo(0);
  });

  it('appears once the page has scrolled past 150 px, checked every 100 ms', () => {
    scrollTo(0);
    render(<FloatingFormButtons />);
    const bar = document.getElementById(FLOATING_FORM_BUTTONS_ID) as HTMLElement;
    expect(bar.dataset.visible).toBe('false');
    scrollTo(FLOATING_SCROLL_THRESHOLD_PX);
    act(() => {
      jest.advanceTimersByTime(FLOATING_CHECK_INTERVAL_MS);
    });
    expect(bar.dataset.visible).toBe('false');
    scrollTo(FLOATING_SCROLL_THRESHOLD_PX + 1);
    act(() => {
      jest.advanceTimersByTime(FLOATING_CHECK_INTERVAL_MS - 1);
    });
    expect(bar.dataset.visible).toBe('false');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(bar.dataset.visible).toBe('true');
    expect([FLOATING_SCROLL_THRESHOLD_PX, FLOATING_CHECK_INTERVAL_MS]).toEqual([150, 100]);
  });

  it('reads the scroll position (a layout of the page) only after the window scrolled', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 0;
      },
    });
    render(<FloatingFormButtons />);
    act(() => {
      jest.advanceTimersByTime(FLOATING_CHECK_INTERVAL_MS * 20);
    });
    // The first check reads it once: a page may open at a restored position.
    expect(reads).toBe(1);
    window.dispatchEvent(new Event('scroll'));
    act(() => {
      jest.advanceTimersByTime(FLOATING_CHECK_INTERVAL_MS * 20);
    });
    expect(reads).toBe(2);
  });

  it('shows at the first check on a page opened scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    render(<FloatingFormButtons />);
    act(() => {
      jest.advanceTimersByTime(FLOATING_CHECK_INTERVAL_MS);
    });
    const bar = document.getElementById(FLOATING_FORM_BUTTONS_ID) as HTMLElement;
    expect(bar.dataset.visible).toBe('true');
  });

  it('takes the buttons another React root portals into it', () => {
    render(<FloatingFormButtons />);
    const target = document.getElementById(FLOATING_FORM_BUTTONS_ID) as HTMLElement;
    render(<>{createPortal(<button type="button">Save</button>, target)}</>);
    expect(target.textContent).toBe('Save');
  });
});
