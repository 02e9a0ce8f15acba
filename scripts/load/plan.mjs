// The parts of `npm run load` (scripts/load.mjs) that do not depend on time or on a server: the
// mix of calls a virtual user makes, the summary of the samples beside the goals, and the checks
// of the fault run (every acknowledged write stored, hub clients caught up, errors attributed).
// Tested by plan.test.mjs (node --test).

/**
 * The calls of the mix. `weight` is the share of a virtual user's calls after its sign-in (the
 * reads a screen makes far outnumber its saves). `kind` chooses the goal: reads p99 ≤ 50 ms at
 * 50 users and ≤ 150 ms at 200 users, writes p99 ≤ 200 ms (issue 34).
 */
export const CALLS = {
  'sign-in': {
    kind: 'write',
    weight: 0,
    what: 'POST /auth/login (once per user, its own session)',
  },
  'route-list': { kind: 'read', weight: 10, what: 'POST /route-list' },
  'page-info': { kind: 'read', weight: 10, what: 'GET /page-info (a job page)' },
  list: { kind: 'read', weight: 20, what: 'GET /records/jobs (filter, sort, page)' },
  notifications: { kind: 'read', weight: 10, what: 'GET /notifications?popup_only' },
  'record-edit': { kind: 'write', weight: 8, what: 'POST /records/jobs/:id (own job)' },
  'costing-recalc': { kind: 'write', weight: 4, what: 'POST /records/jobs/:id/recalculate' },
  'order-autosave': {
    kind: 'write',
    weight: 6,
    what: 'POST /wholesale-customers/order/…/details (draft)',
  },
  'order-submit': {
    kind: 'write',
    weight: 2,
    what: 'POST /wholesale-customers/order/:id/details (submit)',
  },
  chat: { kind: 'write', weight: 4, what: 'POST /chat/:room/messages' },
};

export const KINDS = Object.keys(CALLS);

/** The goals of issue 34, in ms. `reads` by users on PostgreSQL; none is set for the demo shape's reads. */
export const GOALS = {
  readP99: { 50: 50, 200: 150 },
  writeP99: 200,
  healthDuringPacksP99: 50,
  errors: 0,
};

/** A small seeded generator (mulberry32): the same seed gives the same mix on every run. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The calls of virtual user `user` after its sign-in: an endless, reproducible sequence drawn by
 * the weights. An order is autosaved at least once before it is submitted: a submit drawn while
 * the user has no draft becomes the autosave that starts one.
 */
export function* schedule(user, calls = CALLS) {
  const next = random(0x5eed + user * 7919);
  const weighted = Object.entries(calls).filter(([, call]) => call.weight > 0);
  const total = weighted.reduce((sum, [, call]) => sum + call.weight, 0);
  let draft = false;
  for (;;) {
    let pick = next() * total;
    let name = weighted[weighted.length - 1][0];
    for (const [candidate, call] of weighted) {
      pick -= call.weight;
      if (pick < 0) {
        name = candidate;
        break;
      }
    }
    if (name === 'order-submit' && !draft) name = 'order-autosave';
    if (name === 'order-autosave') draft = true;
    if (name === 'order-submit') draft = false;
    yield name;
  }
}

/**
 * A user's pauses between calls (their "think time", ADR 201): an endless, reproducible sequence,
 * each drawn evenly between half and one and a half times `meanMs`. People read a screen before
 * they act; a user with no pause at all (meanMs 0) measures how much the server can take, not how
 * fast it answers that many people.
 */
export function* thinkTimes(user, meanMs) {
  const next = random(0x7e1c + user * 104_729);
  for (;;) yield meanMs <= 0 ? 0 : meanMs * (0.5 + next());
}

/**
 * When user `index` of a phase signs in, in ms from the phase's start: one after another at
 * `perSecond` sign-ins a second (the morning's arrivals), or all at once when `perSecond` is 0.
 */
export function signInAt(index, perSecond) {
  return perSecond > 0 ? (index * 1000) / perSecond : 0;
}

/** The value below which p % of the samples lie (nearest rank), as scripts/bench/stats.mjs. */
export function percentile(samples, p) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The goal of a kind of call at a number of users: reads only on PostgreSQL, at 50 or 200 users. */
export function goalOf(name, { users, postgres }) {
  const call = CALLS[name];
  if (!call) return undefined;
  if (call.kind === 'write') return GOALS.writeP99;
  return postgres ? GOALS.readP99[users] : undefined;
}

/**
 * One row per kind of call from the samples `{ name, ms, ok }` of a phase of `seconds`: count,
 * requests/s, p50/p95/p99 of the answered calls, errors, the goal and whether it is met (p99 within
 * the goal and no error).
 */
export function summarise(samples, { seconds, users, postgres }) {
  const rows = [];
  for (const name of KINDS) {
    const own = samples.filter((sample) => sample.name === name);
    if (own.length === 0) continue;
    const times = own.filter((sample) => sample.ok).map((sample) => sample.ms);
    const errors = own.length - times.length;
    const goal = goalOf(name, { users, postgres });
    const p99 = percentile(times, 99);
    rows.push({
      call: name,
      kind: CALLS[name].kind,
      requests: own.length,
      rps: own.length / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99,
      errors,
      goal: goal ?? null,
      met: goal === undefined ? null : errors === 0 && p99 <= goal,
    });
  }
  return rows;
}

/**
 * The acknowledged writes missing from the database. `inserts`: texts (notes, chat messages, order
 * references) a 2xx answered; `stored`: the texts found. `edits`: per record, the values written in
 * the order they were sent, each `{ value, acknowledged }`; `current`: the value now stored per
 * record. An edit is kept when the stored value is the last acknowledged one or one sent after it
 * (a write that was in flight at the kill may or may not have committed).
 */
export function missingWrites({
  inserts = [],
  stored = [],
  edits = new Map(),
  current = new Map(),
}) {
  const present = new Set(stored);
  const lost = inserts.filter((text) => !present.has(text));
  for (const [record, sent] of edits) {
    const lastAcked = sent.map((edit) => edit.acknowledged).lastIndexOf(true);
    if (lastAcked === -1) continue;
    const allowed = new Set(sent.slice(lastAcked).map((edit) => edit.value));
    if (!allowed.has(current.get(record))) lost.push(`${record}: ${sent[lastAcked].value}`);
  }
  return lost;
}

/**
 * Failures of the fault run split into the killed process's in-flight requests and the rest. A
 * request is the killed process's when it failed without an HTTP answer (the connection reset or
 * closed; not a timeout, which any slow answer gives) on a connection opened before the kill, at or
 * after the kill: the surviving process's connections are not closed by it. Any HTTP error status, or a connection failure otherwise, is
 * an error outside the killed process.
 */
export function attributeFailures(failures, killedAt) {
  const inFlightOfKilled = [];
  const outside = [];
  for (const failure of failures) {
    const ofKilled =
      killedAt !== null &&
      failure.status === undefined &&
      failure.code !== 'timeout' &&
      failure.connectedAt !== undefined &&
      failure.connectedAt < killedAt &&
      failure.at >= killedAt;
    (ofKilled ? inFlightOfKilled : outside).push(failure);
  }
  return { inFlightOfKilled, outside };
}

/**
 * Whether a hub client got every chat message acknowledged while it was running: `acked` the texts
 * sent (acknowledged) between its start and end, `received` the texts of its `chat.message`
 * frames, live or replayed. Returns the texts it missed.
 */
export function missedByHubClient(acked, received) {
  const got = new Set(received);
  return acked.filter((text) => !got.has(text));
}
