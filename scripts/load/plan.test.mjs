import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attributeFailures,
  CALLS,
  goalOf,
  missedByHubClient,
  missingWrites,
  schedule,
  signInAt,
  summarise,
  thinkTimes,
} from './plan.mjs';

const take = (iterator, count) => Array.from({ length: count }, () => iterator.next().value);

describe('the schedule of a virtual user', () => {
  it('is the same for the same user and differs between users', () => {
    assert.deepEqual(take(schedule(3), 200), take(schedule(3), 200));
    assert.notDeepEqual(take(schedule(3), 50), take(schedule(4), 50));
  });

  it('draws every call of the mix by its weight and never the sign-in', () => {
    const calls = take(schedule(1), 20_000);
    const total = Object.values(CALLS).reduce((sum, call) => sum + call.weight, 0);
    const counts = Object.fromEntries(Object.keys(CALLS).map((name) => [name, 0]));
    for (const name of calls) counts[name] += 1;
    assert.equal(counts['sign-in'], 0);
    // Autosaves include the submits drawn without a draft, so the two are checked together.
    const orders = counts['order-autosave'] + counts['order-submit'];
    const orderWeight = CALLS['order-autosave'].weight + CALLS['order-submit'].weight;
    assert.ok(Math.abs(orders / calls.length - orderWeight / total) < 0.01);
    for (const name of [
      'route-list',
      'page-info',
      'list',
      'notifications',
      'record-edit',
      'chat',
    ]) {
      assert.ok(
        Math.abs(counts[name] / calls.length - CALLS[name].weight / total) < 0.01,
        `${name}: ${counts[name]} of ${calls.length}`,
      );
    }
  });

  it('submits an order only after it was autosaved, and each draft once', () => {
    let draft = false;
    for (const name of take(schedule(7), 5_000)) {
      if (name === 'order-submit') {
        assert.equal(draft, true);
        draft = false;
      }
      if (name === 'order-autosave') draft = true;
    }
  });
});

describe('the pace of a virtual user', () => {
  it('pauses between half and one and a half times the mean, the same for the same user', () => {
    const pauses = take(thinkTimes(2, 1000), 2_000);
    assert.deepEqual(pauses, take(thinkTimes(2, 1000), 2_000));
    assert.notDeepEqual(take(thinkTimes(3, 1000), 20), pauses.slice(0, 20));
    assert.ok(pauses.every((ms) => ms >= 500 && ms <= 1500));
    const mean = pauses.reduce((sum, ms) => sum + ms, 0) / pauses.length;
    assert.ok(Math.abs(mean - 1000) < 25, `mean ${mean}`);
    assert.deepEqual(take(thinkTimes(2, 0), 3), [0, 0, 0]);
  });

  it('signs users in one after another at the given rate, or all at once', () => {
    assert.deepEqual(
      [0, 1, 2, 10].map((index) => signInAt(index, 10)),
      [0, 100, 200, 1000],
    );
    assert.deepEqual(
      [0, 7].map((index) => signInAt(index, 0)),
      [0, 0],
    );
  });
});

describe('the summary of a phase', () => {
  const samples = [
    ...Array.from({ length: 100 }, (_, i) => ({ name: 'list', ms: i + 1, ok: true })),
    { name: 'chat', ms: 10, ok: true },
    { name: 'chat', ms: 500, ok: false },
  ];

  it('gives per call its rate, percentiles of the answered calls, errors and goal', () => {
    const rows = summarise(samples, { seconds: 10, users: 50, postgres: true });
    const list = rows.find((row) => row.call === 'list');
    assert.deepEqual(
      { requests: list.requests, rps: list.rps, p50: list.p50, p99: list.p99, goal: list.goal },
      { requests: 100, rps: 10, p50: 51, p99: 100, goal: 50 },
    );
    assert.equal(list.met, false);
    const chat = rows.find((row) => row.call === 'chat');
    assert.deepEqual(
      { errors: chat.errors, p99: chat.p99, goal: chat.goal, met: chat.met },
      { errors: 1, p99: 10, goal: 200, met: false },
    );
  });

  it('sets the reads goal by users on PostgreSQL only, the writes goal everywhere', () => {
    assert.equal(goalOf('list', { users: 200, postgres: true }), 150);
    assert.equal(goalOf('list', { users: 50, postgres: false }), undefined);
    assert.equal(goalOf('order-submit', { users: 50, postgres: false }), 200);
  });
});

describe('the checks of the fault run', () => {
  it('finds acknowledged inserts missing from the database', () => {
    assert.deepEqual(
      missingWrites({ inserts: ['chat a', 'chat b', 'order r1'], stored: ['chat a', 'order r1'] }),
      ['chat b'],
    );
  });

  it('keeps an edit when the last acknowledged value or a later one sent is stored', () => {
    const edits = new Map([
      [
        1,
        [
          { value: 'v1', acknowledged: true },
          { value: 'v2', acknowledged: true },
          { value: 'v3', acknowledged: false },
        ],
      ],
      [2, [{ value: 'w1', acknowledged: false }]],
    ]);
    assert.deepEqual(missingWrites({ edits, current: new Map([[1, 'v2']]) }), []);
    assert.deepEqual(missingWrites({ edits, current: new Map([[1, 'v3']]) }), []);
    assert.deepEqual(missingWrites({ edits, current: new Map([[1, 'v1']]) }), ['1: v2']);
  });

  it('attributes to the killed process only connection failures of connections made before the kill', () => {
    const failures = [
      { name: 'list', code: 'ECONNRESET', connectedAt: 100, at: 500 },
      { name: 'list', code: 'ECONNRESET', connectedAt: 600, at: 700 },
      { name: 'chat', status: 502, at: 510 },
      { name: 'list', code: 'ECONNRESET', connectedAt: 100, at: 400 },
      { name: 'sign-in', code: 'timeout', connectedAt: 100, at: 900 },
    ];
    const { inFlightOfKilled, outside } = attributeFailures(failures, 450);
    assert.deepEqual(inFlightOfKilled, [failures[0]]);
    assert.deepEqual(outside, [failures[1], failures[2], failures[3], failures[4]]);
    assert.equal(attributeFailures(failures, null).outside.length, 5);
  });

  it('lists the acknowledged chat messages a hub client did not receive', () => {
    assert.deepEqual(missedByHubClient(['a', 'b', 'c'], ['c', 'a', 'x']), ['b']);
  });
});
