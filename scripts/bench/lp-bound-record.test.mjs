// The LP bound is counted only for the very panels, sheet and kerf it was proven for.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundKey } from './lp-bound-record.mjs';

const SHEET = { width: 1500, height: 3000 };
const panels = [
  { width: 700, height: 1200 },
  { width: 900, height: 2100, rotatable: false },
];

test('the same panels in another order have the same key', () => {
  assert.equal(boundKey(panels, SHEET, 3), boundKey([...panels].reverse(), SHEET, 3));
});

test('another size, turnability, sheet or kerf is another key', () => {
  const key = boundKey(panels, SHEET, 3);
  const changed = [
    boundKey([{ ...panels[0], width: 701 }, panels[1]], SHEET, 3),
    boundKey([panels[0], { ...panels[1], rotatable: true }], SHEET, 3),
    boundKey(panels, { width: 1250, height: 3000 }, 3),
    boundKey(panels, SHEET, 2),
    boundKey(panels.slice(0, 1), SHEET, 3),
  ];
  for (const other of changed) assert.notEqual(other, key);
});
