/** Something drawn in a time column: its start and end in minutes (or any ordered unit). */
export interface Placeable {
  start: number;
  end: number;
}

/** Where an item sits inside its column: `column` of `columns`, each 100/columns percent wide. */
export interface Placement {
  column: number;
  columns: number;
}

/**
 * Places overlapping items side by side. Items that overlap, directly or through a chain, form a
 * group; each takes the first column free at its start, and every item of the group is
 * 100/columns percent wide, so nothing is drawn over anything else.
 */
export function placeSideBySide<T extends Placeable>(items: T[]): Array<T & Placement> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: Array<T & Placement> = [];
  let group: Array<T & Placement> = [];
  let columnEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;

  const closeGroup = () => {
    for (const item of group) item.columns = columnEnds.length;
    placed.push(...group);
    group = [];
    columnEnds = [];
  };

  for (const item of sorted) {
    if (item.start >= groupEnd) {
      closeGroup();
      groupEnd = Number.NEGATIVE_INFINITY;
    }
    let column = columnEnds.findIndex((end) => end <= item.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(item.end);
    } else {
      columnEnds[column] = item.end;
    }
    group.push({ ...item, column, columns: 1 });
    groupEnd = Math.max(groupEnd, item.end);
  }
  closeGroup();
  return placed;
}
