// Part of `npm run load` (scripts/load.mjs, issue 34, ADR 201): the mix of calls a virtual user makes, timed into a phase's ledger.
import { performance } from 'node:perf_hooks';
import { send } from './http.mjs';
import { schedule, thinkTimes } from './plan.mjs';
import { orderBody, WHOLESALE_KEY } from './setup.mjs';

const PASSWORD = 'Demo1234!';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** What a phase writes and sees, for the fault checks. */
export function newLedger() {
  return {
    inserts: [],
    edits: new Map(),
    chat: [],
    samples: [],
    failures: [],
  };
}

/** The calls of the mix: each makes its request for virtual user `vu`. */
export const ACTIONS = {
  'route-list': (vu) => send(vu.http, 'POST', '/route-list', { token: vu.token, body: {} }),
  'page-info': (vu) =>
    send(vu.http, 'GET', `/page-info?route_id=3&main_id=${vu.jobId}`, { token: vu.token }),
  list: (vu) => {
    const sorts = ['due_date', 'amount', 'number', 'customer_name'];
    const query = new URLSearchParams({
      ...(vu.count % 3 === 0 ? { filters: JSON.stringify({ status: ['open', 'completed'] }) } : {}),
      ...(vu.count % 5 === 0 ? { search: 'J-0001' } : {}),
      pagination_object: JSON.stringify({
        page_number: 1 + (vu.count % 4),
        page_size: 25,
        sort_by: sorts[vu.count % sorts.length],
        sort_direction: vu.count % 2 ? 'asc' : 'desc',
      }),
    });
    return send(vu.http, 'GET', `/records/jobs?${query}`, { token: vu.token });
  },
  notifications: (vu) =>
    send(vu.http, 'GET', '/notifications?popup_only=true', { token: vu.token }),
  'record-edit': async (vu, ledger) => {
    const value = `load ${vu.run} user ${vu.index} edit ${vu.count}`;
    const sent = ledger.edits.get(vu.jobId) ?? [];
    ledger.edits.set(vu.jobId, sent);
    const edit = { value, acknowledged: false };
    sent.push(edit);
    const answer = await send(vu.http, 'POST', `/records/jobs/${vu.jobId}`, {
      token: vu.token,
      body: { object_data: JSON.stringify({ notes: value }) },
    });
    edit.acknowledged = answer.status === 200;
    return answer;
  },
  'costing-recalc': (vu) =>
    send(vu.http, 'POST', `/records/jobs/${vu.jobId}/recalculate`, { token: vu.token, body: {} }),
  'order-autosave': async (vu, ledger, shared) => {
    const name = `Load order ${vu.index}`;
    if (vu.orderId === null) {
      const ref = `load-${vu.run}-${vu.index}-${vu.count}`;
      const answer = await send(vu.http, 'POST', '/wholesale-customers/order/new/details', {
        headers: shared.wholesale.headers,
        body: {
          ...orderBody(shared.wholesale.ids, 6, name),
          key: WHOLESALE_KEY,
          diagram_image: null,
          client_ref: ref,
        },
      });
      if (answer.status === 200) {
        vu.orderId = answer.body.data.id;
        vu.orderRef = ref;
        ledger.inserts.push(`order ${ref}`);
      }
      return answer;
    }
    return send(vu.http, 'POST', `/wholesale-customers/order/${vu.orderId}/details`, {
      headers: shared.wholesale.headers,
      body: orderBody(shared.wholesale.ids, 6, `${name} (${vu.count})`),
    });
  },
  'order-submit': async (vu, ledger, shared) => {
    const answer = await send(vu.http, 'POST', `/wholesale-customers/order/${vu.orderId}/details`, {
      headers: shared.wholesale.headers,
      body: orderBody(shared.wholesale.ids, 1, `Load order ${vu.index}`),
    });
    if (answer.status === 200) ledger.inserts.push(`submitted ${vu.orderRef}`);
    vu.orderId = null;
    return answer;
  },
  chat: async (vu, ledger) => {
    const text = `load ${vu.run} user ${vu.index} says ${vu.count}`;
    const answer = await send(vu.http, 'POST', `/chat/${vu.roomId}/messages`, {
      token: vu.token,
      body: { message: text },
    });
    if (answer.status === 200) {
      ledger.inserts.push(`chat ${text}`);
      ledger.chat.push({ text, roomId: vu.roomId, at: performance.now() });
    }
    return answer;
  },
};

/** Makes one call, records its sample (and its failure); never throws. */
export async function timed(name, ledger, make) {
  const at = performance.now();
  try {
    const answer = await make();
    const ok = answer.status >= 200 && answer.status < 300;
    ledger.samples.push({ name, at, ms: answer.ms, ok });
    if (!ok) {
      ledger.failures.push({
        name,
        status: answer.status,
        at,
        message: answer.body?.info?.message ?? String(answer.body).slice(0, 120),
      });
    }
    return ok ? answer : null;
  } catch (failure) {
    ledger.samples.push({ name, at, ms: performance.now() - at, ok: false });
    ledger.failures.push({ name, ...failure, at: failure.at ?? performance.now() });
    return null;
  }
}

export async function signIn(vu, ledger) {
  const answer = await timed('sign-in', ledger, () =>
    send(vu.http, 'POST', '/auth/login', {
      body: {
        email: vu.email,
        password: PASSWORD,
        device_token: `load-${vu.index}`,
        device_type: 'web',
      },
    }),
  );
  vu.token = answer?.body?.data?.user?.token ?? null;
}

/** Makes the calls of the user's schedule until `until`, pausing `thinkMs` on average between them. */
export async function virtualUser(vu, ledger, shared, until, thinkMs = 0) {
  const steps = schedule(vu.index);
  const pauses = thinkTimes(vu.index, thinkMs);
  // A user reads the page its sign-in opened before its first call: without it every user of a
  // phase would call in the same instant when the phase starts.
  const first = pauses.next().value;
  if (first > 0) await pause(Math.min(first, until - performance.now()));
  while (performance.now() < until) {
    if (!vu.token) {
      await pause(250);
      await signIn(vu, ledger);
      continue;
    }
    let name = steps.next().value;
    if (name === 'order-submit' && vu.orderId === null) name = 'order-autosave';
    vu.count += 1;
    await timed(name, ledger, () => ACTIONS[name](vu, ledger, shared));
    const think = pauses.next().value;
    if (think > 0) await pause(Math.min(think, until - performance.now()));
  }
  vu.http.agent.destroy();
}
