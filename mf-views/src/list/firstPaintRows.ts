import { startTransition, useEffect, useState } from 'react';

/**
 * The rows to draw: the first time a table's rows arrive, only the first `first` of them, then,
 * in a transition started once those are on the screen, all of them (ADR 244). On a 4× slowed
 * CPU a page of 25 expanded rows took most of the dashboard's first paint; a screen of them is
 * what the user sees first. Every later change of rows (a page, a sort, an edit) is drawn whole
 * at once, as before.
 */
export function useFirstPaintRows<Row>(rows: readonly Row[], first: number): readonly Row[] {
  const [whole, setWhole] = useState(false);
  const partial = !whole && rows.length > first;
  useEffect(() => {
    if (partial) startTransition(() => setWhole(true));
  }, [partial]);
  return partial ? rows.slice(0, first) : rows;
}
