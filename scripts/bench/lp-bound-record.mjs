// The LP bound of scripts/bench/packing-bound.mjs takes minutes, too long for every bench run: the
// script records what it proved in bench/lp-bounds.json, keyed by the exact panels, sheet and kerf
// it was proven for, and scripts/bench/packing.mjs counts it in the best lower bound of the case
// with the same key (a changed panel generator changes the key, so a stale bound is never used).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../bench/lp-bounds.json',
);

/** A digest of what a bound depends on: every panel's size and turnability, the sheet and the kerf. */
export function boundKey(items, sheet, kerf) {
  const panels = items
    .map((item) => `${item.width}x${item.height}${item.rotatable === false ? 'f' : 'r'}`)
    .sort();
  const text = JSON.stringify({ panels, sheet: [sheet.width, sheet.height], kerf });
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function readAll() {
  try {
    return JSON.parse(fs.readFileSync(FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** The recorded bound for these panels on this sheet, or null when none was proven for them. */
export function recordedBound(items, sheet, kerf) {
  return readAll()[boundKey(items, sheet, kerf)] ?? null;
}

/** Keeps a proven bound (sheets, the LP value behind it, how it was reached) for later bench runs. */
export function recordBound(items, sheet, kerf, record) {
  const all = readAll();
  all[boundKey(items, sheet, kerf)] = { ...record, panels: items.length };
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
  return FILE;
}
