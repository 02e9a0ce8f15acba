// Part of `npm run load` (scripts/load.mjs, issue 34, ADR 201): the set-up its virtual users share.
import fs from 'node:fs';
import { loadTs } from '../load-ts.mjs';
import { client, send } from './http.mjs';

export const WHOLESALE_KEY = 'demo-wholesale-link-key-development-only';
const builder = await loadTs('shared/src/testing/wholesale-order.ts');

/** A wholesale customer's session (the demo customer; its text-message code read from OUTBOX_LOG). */
export async function wholesaleSession(api) {
  const who = client(api.port, '127.0.0.1');
  const sent = await send(who, 'POST', '/wholesale-customers/send-otp', {
    body: { key: WHOLESALE_KEY },
  });
  if (sent.status !== 200) throw new Error(`wholesale send-otp: ${sent.status}`);
  const lines = fs.readFileSync(api.env.OUTBOX_LOG, 'utf8').trim().split('\n');
  const otp = /\b(\d{6})\b/.exec(JSON.parse(lines.at(-1)).body ?? '')?.[1];
  const verified = await send(who, 'POST', '/wholesale-customers/verify-otp', {
    body: { key: WHOLESALE_KEY, otp },
  });
  const token = verified.body?.data?.token;
  if (!token) throw new Error(`wholesale verify-otp: ${verified.status}`);
  const headers = { 'x-wholesale-token': token };
  const options = (await send(who, 'GET', '/wholesale-customers/dropdown-options', { headers }))
    .body.data;
  const ids = {
    product: options.products.find((p) => p.name === 'Crimsafe Regular').id,
    application: options.applications.find((a) => a.name === 'Window Screen').id,
    color: options.colours.find((c) => c.name === 'Pearl White').id,
  };
  who.agent.destroy();
  return { headers, ids };
}

/** An order as the wholesale portal saves it (one window; the shared builder's shape). */
export function orderBody(ids, statusId, name) {
  return builder.orderBody([builder.windowItem(1, ids)], statusId, {
    order_name: name,
    order_reference: 'Load',
  });
}

/** Open jobs of the demo organisation, one per user for its edits (none locked by an invoice). */
export async function openJobs(who, token, count) {
  const query = new URLSearchParams({
    filters: JSON.stringify({ status: ['open'] }),
    pagination_object: JSON.stringify({ page_number: 1, page_size: count }),
  });
  const answer = await send(who, 'GET', `/records/jobs?${query}`, { token });
  const ids = answer.body?.data?.map((row) => row.id) ?? [];
  if (ids.length < count) throw new Error(`only ${ids.length} open jobs for ${count} users`);
  return ids;
}
