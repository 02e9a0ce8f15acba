// The packer's worker thread (docs/decisions/188): runs one pack request off the API's event loop.
import type { MessagePort } from 'node:worker_threads';
import type { PackItem, PackResponse } from '@platform/shared/contracts';
import { groupByMeshSize, packByMeshSize, type PackOptions, type StockSheet } from './packing';
import { searchLonger } from './packing/long-search';

export interface PackTask {
  items: PackItem[];
  stock: Record<string, StockSheet[]>;
  options: PackOptions;
  /** "Search longer": milliseconds of improvement search, shared by the mesh sizes. */
  searchMs?: number;
  /** Receives `{ progress }` (0…1) while the task runs. */
  port?: MessagePort;
}

/** Packs a request: the default packer, or the default layout improved for `searchMs`. */
export function runPackTask(task: PackTask): PackResponse {
  const report = (progress: number) => task.port?.postMessage({ progress });
  if (!task.searchMs) {
    const response = packByMeshSize(task.items, task.stock, task.options);
    report(1);
    return response;
  }
  const meshSizes = [...groupByMeshSize(task.items)];
  const total = task.items.length;
  const entries: Array<[string, PackResponse[string]]> = [];
  let done = 0;
  for (const [meshSize, group] of meshSizes) {
    const stock = Object.hasOwn(task.stock, meshSize) ? task.stock[meshSize] : [];
    // Each mesh size searches for its share of the panels' part of the budget.
    const budgetMs = (task.searchMs * group.length) / total;
    const packed = searchLonger(group, stock, task.options, {
      budgetMs,
      onProgress: (share) => report((done + share * group.length) / total),
    });
    entries.push([meshSize, packed]);
    done += group.length;
  }
  report(1);
  // fromEntries defines own properties, so even a mesh size named "__proto__" stays a key.
  return Object.fromEntries(entries);
}

export default function packInWorker(task: PackTask): PackResponse {
  try {
    return runPackTask(task);
  } finally {
    task.port?.close();
  }
}
