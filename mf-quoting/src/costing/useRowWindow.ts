import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';

/** Rows drawn beyond each edge of the window: what a scroll or a Tab reaches next. */
export const OVERSCAN_ROWS = 4;
/**
 * A costing of up to this many lines is drawn whole, wherever its table sits on the page: every
 * line is in the page (find in page, printing, a screen reader's table navigation) and drawing
 * them all costs little. Longer ones are drawn by the window.
 */
export const WHOLE_UP_TO_ROWS = 60;
/** Rows drawn before the table has been measured (a costing usually has fewer). */
export const FIRST_ROWS = 24;
/** A line's row height before one is measured (three action buttons one above the other). */
export const ESTIMATED_ROW_HEIGHT = 72;

/** The rows in the DOM: [start, end) of all the rows, and the room the others take. */
export interface RowWindow {
  start: number;
  end: number;
  /** Height (px) standing for the rows above `start` and below `end`. */
  above: number;
  below: number;
}

function windowOf(count: number, start: number, end: number, rowHeight: number): RowWindow {
  const first = Math.max(0, Math.min(start, count));
  const last = Math.max(first, Math.min(end, count));
  return {
    start: first,
    end: last,
    above: first * rowHeight,
    below: (count - last) * rowHeight,
  };
}

/**
 * Which of `count` rows of a table body are drawn: those in the browser window and
 * OVERSCAN_ROWS on each side, the rest standing as two spacers of their estimated height. The
 * body is measured only when the page scrolls or resizes (or its content does) and when the number of rows changes,
 * never when the rows' figures change, so a recalculation redraws only the rows in view and
 * forces no layout.
 */
export function useRowWindow(count: number, body: RefObject<HTMLElement | null>): RowWindow {
  const [range, setRange] = useState({
    start: 0,
    end: FIRST_ROWS,
    rowHeight: ESTIMATED_ROW_HEIGHT,
  });

  const measure = useCallback(() => {
    const tbody = body.current;
    if (!tbody) return;
    const rows = tbody.querySelectorAll<HTMLElement>(':scope > tr[data-row-key]');
    let rowHeight = 0;
    if (rows.length > 0) {
      const top = rows[0].getBoundingClientRect().top;
      const bottom = rows[rows.length - 1].getBoundingClientRect().bottom;
      rowHeight = (bottom - top) / rows.length;
    }
    const top = tbody.getBoundingClientRect().top;
    setRange((previous) => {
      const height = rowHeight > 0 ? rowHeight : previous.rowHeight;
      const start = Math.max(0, Math.floor(-top / height) - OVERSCAN_ROWS);
      const end = Math.max(0, Math.ceil((window.innerHeight - top) / height) + OVERSCAN_ROWS);
      return previous.start === start && previous.end === end && previous.rowHeight === height
        ? previous
        : { start, end, rowHeight: height };
    });
  }, [body]);

  useEffect(() => {
    let frame = 0;
    const onChange = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    // Capture: a scroll of any box that holds the table (the page or the shell's content).
    window.addEventListener('scroll', onChange, { capture: true, passive: true });
    window.addEventListener('resize', onChange);
    // Content above the table that grows or shrinks (a card filled in later) moves its rows.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onChange);
    resized?.observe(document.body);
    return () => {
      resized?.disconnect();
      window.removeEventListener('scroll', onChange, { capture: true });
      window.removeEventListener('resize', onChange);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [measure]);

  // A line added or removed moves the rows below it: measure again (not on a figure change).
  useEffect(measure, [measure, count]);

  return useMemo(
    () =>
      count <= WHOLE_UP_TO_ROWS
        ? windowOf(count, 0, count, range.rowHeight)
        : windowOf(count, range.start, range.end, range.rowHeight),
    [count, range],
  );
}
