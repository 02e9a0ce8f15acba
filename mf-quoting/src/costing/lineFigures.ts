import { useCallback, useSyncExternalStore } from 'react';
import type { CostingResult, LineResult } from '@platform/shared/pricing';

/** The figures a row shows, as one string: equal strings, nothing to draw again. */
export function figuresOf(result: LineResult | undefined): string {
  if (!result) return '';
  return [
    result.itemQuantity,
    result.quantity,
    result.quantityError ?? '',
    result.sizing,
    result.priced,
    result.counts.retail,
    result.counts.wholesale,
    result.itemPrice,
    result.chosenGroupItem?.product_description ?? '',
    result.retail ?? '',
    result.wholesale ?? '',
  ].join('\u0000');
}

type Listener = () => void;

/**
 * The cost table's computed figures, outside the table's data (ADR 213): the table's rows are
 * the lines, the same objects while the lines stay, so a recalculation changes no table data
 * (no re-render of the table, no measure of its width); each figure cell observes its own
 * line's result here and is drawn again only when that line's figures change.
 */
export class LineFigures {
  #results = new Map<number, LineResult>();
  #figures = new Map<number, string>();
  #listeners = new Map<number, Set<Listener>>();
  #totals: CostingResult | null = null;
  #totalListeners = new Set<Listener>();

  /** Takes a new result; tells the cells of the lines whose figures changed, and the totals. */
  publish(result: CostingResult): void {
    if (result === this.#totals) return;
    this.#totals = result;
    this.#results = new Map(result.lines.map((line) => [line.id, line]));
    this.#figures.clear();
    // Every cell drawn is told; each compares its own snapshot (the figures string, or the
    // result itself for an open chain) and only those that changed are drawn again.
    this.#listeners.forEach((set) => set.forEach((listener) => listener()));
    this.#totalListeners.forEach((listener) => listener());
  }

  /** The line's latest result (its steps included), whatever its figures. */
  result(id: number): LineResult | undefined {
    return this.#results.get(id);
  }

  /** The figures string of a line: what its figure cells redraw on. */
  figures(id: number): string {
    let figures = this.#figures.get(id);
    if (figures === undefined) {
      figures = figuresOf(this.#results.get(id));
      this.#figures.set(id, figures);
    }
    return figures;
  }

  totals(): CostingResult | null {
    return this.#totals;
  }

  subscribe(id: number, listener: Listener): () => void {
    let set = this.#listeners.get(id);
    if (!set) this.#listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(id);
    };
  }

  subscribeTotals(listener: Listener): () => void {
    this.#totalListeners.add(listener);
    return () => void this.#totalListeners.delete(listener);
  }
}

/**
 * A line's result, drawn again when its figures change, not on every recalculation; `follow`
 * (an open "why" chain) draws again on every recalculation (its steps may change with equal
 * figures).
 */
export function useLineResult(
  figures: LineFigures,
  id: number,
  follow = false,
): LineResult | undefined {
  const subscribe = useCallback(
    (listener: Listener) => figures.subscribe(id, listener),
    [figures, id],
  );
  useSyncExternalStore(subscribe, () => (follow ? figures.result(id) : figures.figures(id)));
  return figures.result(id);
}

/** The latest result for the totals row. */
export function useTotals(figures: LineFigures): CostingResult | null {
  const subscribe = useCallback(
    (listener: Listener) => figures.subscribeTotals(listener),
    [figures],
  );
  return useSyncExternalStore(subscribe, () => figures.totals());
}
