import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A first guess of a drawn row's height (px), to draw about a window of rows before measuring
 * any (ADR 263): a table row with a line or two of text, and a row opened on its details (three
 * lines of site, contact and notes under it) or a phone's card.
 */
export const FIRST_ROW_HEIGHT = { compact: 56, opened: 180 } as const;

/** The rows a window of this height shows, by the guess of a row's height. */
export function firstRowsGuess(windowHeight: number, opened: boolean): number {
  const height = opened ? FIRST_ROW_HEIGHT.opened : FIRST_ROW_HEIGHT.compact;
  return Math.max(1, Math.ceil(windowHeight / height));
}

/**
 * How many rows fill the window, from the box that holds the `drawn` rows as laid out: more when
 * the box ends above the window's bottom (as many as the space left takes at the drawn rows'
 * average height, and one), else the same. A box not laid out (in a hidden tab) or starting below
 * the window shows nothing yet: the same.
 */
export function rowsToFill(
  box: Pick<DOMRectReadOnly, 'top' | 'bottom' | 'height'>,
  drawn: number,
  windowHeight: number,
): number {
  if (drawn === 0 || box.height <= 0 || box.top >= windowHeight || box.bottom >= windowHeight)
    return drawn;
  const perRow = box.height / drawn;
  return drawn + Math.ceil((windowHeight - box.bottom) / perRow) + 1;
}

/**
 * The rows to draw: the first time a table's rows arrive, only those that fill the window, then,
 * in a transition started once those are on the screen, all of them (ADR 244). The first draw
 * takes `guess` rows; the box that holds them (`box`, read after the draw, before the paint) is
 * measured, and when it ends above the window's bottom the rows that fill it are drawn before the
 * paint too (ADR 263). Every later change of rows (a page, a sort, an edit) is drawn whole at
 * once, as before.
 */
export function useFirstPaintRows<Row>(
  rows: readonly Row[],
  guess: number,
  box?: () => Element | null | undefined,
): readonly Row[] {
  const [whole, setWhole] = useState(false);
  // Set once measured; until then the guess as the rows come.
  const [measured, setMeasured] = useState<number | null>(null);
  const count = measured ?? guess;
  const partial = !whole && rows.length > count;
  const boxRef = useRef(box);
  boxRef.current = box;
  useLayoutEffect(() => {
    if (!partial) return;
    const element = boxRef.current?.();
    if (!element) return;
    const fill = rowsToFill(element.getBoundingClientRect(), count, window.innerHeight);
    if (fill > count) setMeasured(fill);
  }, [partial, count]);
  useEffect(() => {
    if (partial) startTransition(() => setWhole(true));
  }, [partial]);
  return partial ? rows.slice(0, count) : rows;
}
