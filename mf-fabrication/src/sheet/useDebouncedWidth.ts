import { useEffect, useState, type RefObject } from 'react';

export const RESIZE_DEBOUNCE_MS = 200;

/** The element's width, measured at mount and again 200 ms after the window stops resizing. */
export function useDebouncedWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const measure = () => {
      const measured = ref.current?.clientWidth;
      setWidth(measured && measured > 0 ? measured : undefined);
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ref]);
  return width;
}
