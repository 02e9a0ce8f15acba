import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jestTimings, playwrightTimings, slowest } from './slowest.mjs';

test('reads jest and Playwright reports and keeps the slowest first', () => {
  const jest = jestTimings(
    {
      testResults: [
        {
          name: 'x/a.test.ts',
          assertionResults: [
            { fullName: 'fast', duration: 5 },
            { fullName: 'slow', duration: 900 },
          ],
        },
      ],
    },
    'unit',
  );
  const e2e = playwrightTimings({
    suites: [
      {
        title: 'platform/isolation.spec.ts',
        specs: [
          {
            file: 'platform/isolation.spec.ts',
            title: 'hangs',
            tests: [{ results: [{ duration: 400 }, { duration: 1200 }] }],
          },
        ],
        suites: [],
      },
    ],
  });
  const top = slowest([...jest, ...e2e], 2);
  assert.deepEqual(
    top.map((t) => t.ms),
    [1200, 900],
  );
  assert.match(top[0].name, /^e2e platform\/isolation\.spec\.ts › hangs$/);
  assert.match(top[1].name, /^unit x\/a\.test\.ts › slow$/);
});
