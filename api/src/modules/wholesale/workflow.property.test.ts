import fc from 'fast-check';
import type { WholesaleDropdownOptions } from '@platform/shared/contracts';
import { bearer, describeEachDatabase } from '../../testing/create-test-app';
import { ORDER_TRANSITIONS } from './contract';
import {
  createCustomer,
  customerHeaders,
  dropdownOptions,
  lastCode,
  orderBody,
  staffToken,
  verifyCustomer,
  windowIds,
  windowItem,
} from './test-support';

/** What anyone can ask of an order, by the API a person or an attacker would call. */
type Command =
  | { kind: 'customer-save'; status: number }
  | { kind: 'staff-save'; status: number }
  | { kind: 'approve' }
  | { kind: 'verify' }
  | { kind: 'fitter-approve' };

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8];
/** Mostly the statuses each side really asks for, sometimes any status at all. */
const status = (likely: number[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...likely), weight: 4 },
    { arbitrary: fc.constantFrom(...STATUSES), weight: 1 },
  );
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('customer-save' as const), status: status([1, 6]) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('staff-save' as const), status: status([3, 7, 8]) }),
    weight: 3,
  },
  { arbitrary: fc.constant({ kind: 'approve' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'verify' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'fitter-approve' as const }), weight: 1 },
);

const ALLOWED = new Set(ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}>${t.actor}`));

describeEachDatabase(
  'wholesale workflow: random actions never break the transition table',
  (get) => {
    let staff: string;
    let options: WholesaleDropdownOptions;

    beforeAll(async () => {
      staff = await staffToken(get().app);
      const { customer, key } = await createCustomer(get().app, staff);
      options = await dropdownOptions(
        get().app,
        customerHeaders(await verifyCustomer(get().app, get().ctx, key, customer.mobile)),
      );
    });

    it('reaches only states the table allows; Approved always has a verified mobile and a job', async () => {
      const { app, ctx, clock } = get();
      const items = [windowItem(1, windowIds(options))];

      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 8 }), async (commands) => {
          // Each run has its own customer an hour later, so the code limits (per order, per link and
          // per address and hour) of one run do not reach the next.
          clock.advance(60 * 60_000 + 1);
          // Signed in again each run: the jumps add up past the idle limit of a staff session.
          const staff = await staffToken(app);
          const fitter = await staffToken(app, 'fitter@demo.test');
          const { customer, key } = await createCustomer(app, staff);
          const customerToken = await verifyCustomer(app, ctx, key, customer.mobile);
          const headers = customerHeaders(customerToken);
          const created = await app.inject({
            method: 'POST',
            url: '/wholesale-customers/order/new/details',
            headers,
            payload: { ...orderBody(items, 6), key, diagram_image: null },
          });
          const id = created.json<{ data: { id: number } }>().data.id;

          for (const step of commands) {
            clock.advance(61_000); // past the resend cooldown: every submit may send its code
            if (step.kind === 'customer-save' || step.kind === 'staff-save') {
              await app.inject({
                method: 'POST',
                url:
                  step.kind === 'customer-save'
                    ? `/wholesale-customers/order/${id}/details`
                    : `/wholesale/order/${id}/details`,
                headers: step.kind === 'customer-save' ? headers : bearer(staff),
                payload: orderBody(items, step.status),
              });
            } else if (step.kind === 'approve' || step.kind === 'fitter-approve') {
              await app.inject({
                method: 'PATCH',
                url: `/wholesale/order/${id}/convert`,
                headers: bearer(step.kind === 'approve' ? staff : fitter),
              });
            } else {
              const otp = await lastCode(ctx, customer.mobile).catch(() => '000000');
              await app.inject({
                method: 'POST',
                url: '/wholesale-customers/verify-order-otp',
                headers,
                payload: { order_id: id, otp },
              });
            }

            const order = await ctx.db
              .selectFrom('wholesale_orders')
              .select(['status_id', 'is_verified', 'job_id'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            const events = await ctx.db
              .selectFrom('wholesale_order_events')
              .select(['from_status', 'to_status', 'actor'])
              .where('order_id', '=', id)
              .orderBy('id')
              .execute();
            for (const event of events) {
              expect(ALLOWED).toContain(
                `${event.from_status ?? 'new'}>${event.to_status}>${event.actor}`,
              );
            }
            expect(order.status_id).toBe(events.at(-1)?.to_status);
            if (order.status_id === 3 || order.status_id === 7) {
              expect(order.is_verified).toBe(true);
              expect(order.job_id).not.toBeNull();
              const job = await ctx.db
                .selectFrom('wholesale_jobs')
                .select('id')
                .where('order_id', '=', id)
                .executeTakeFirst();
              expect(job).toBeDefined();
            }
          }
        }),
        { numRuns: 30, seed: 20261124 },
      );
    }, 300_000);
  },
);
