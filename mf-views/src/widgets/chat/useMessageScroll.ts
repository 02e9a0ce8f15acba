import { useEffect, useRef } from 'react';

/** Keeps a message area scrolled to its newest message whenever the list grows. */
export function useMessageScroll(messages: unknown[]) {
  const area = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const element = area.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);
  return area;
}
