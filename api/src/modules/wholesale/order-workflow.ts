// Changing orders through the status workflow (ADR 072): saves that create, autosave, submit or
// move an order between statuses, and approval, which turns an order into a job (ADR 074).
import type {
  OrderActor,
  OrderStatusFrom,
  OrderStatusId,
  SaveOrderRequest,
  WholesaleCustomer,
} from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import { loadCatalogue } from './catalogue';
import { cachedCatalogue, cachedPriceBook } from './catalogue-cache';
import {
  DEFAULT_ORDER_LIMIT,
  ORDER_STATUS,
  WHOLESALE_PRICE_ERRORS,
  findTransition,
  statusInfo,
} from './contract';
import { customerById } from './customers-store';
import { checkItemLimit, checkRawData, checkSubmission, parseOrderData } from './order-checks';
import { WHOLESALE_MESSAGES } from './policy';
import { withDiagrams } from './diagrams';
import { createJob } from './jobs';
import { jobContent } from './job-content';
import { priceOrder } from '@platform/shared/pricing';
import { customerOf, priceFor, type OrderRecord } from './order-queries';

/** Actions that replace the order's contents; the others only move its status. */
const CHANGES_CONTENT = new Set(['create_draft', 'save_draft', 'submit', 'send_edit']);
/** Transitions that a details save may never make: each has its own endpoint and checks. */
const OWN_ENDPOINT_ACTIONS = new Set(['approve']);

export interface SaveCommand {
  actor: OrderActor;
  userId: number | null;
  customerId: number;
  organisationId: number;
  body: SaveOrderRequest & { diagram_image?: string | null; client_ref?: string };
  /** The customer `customerId` names, when the caller has just read it (saves reading it again). */
  customer?: WholesaleCustomer;
}

export interface SaveResult {
  order: OrderRecord;
  /** The save was a first-or-repeated submit of an unverified order. */
  needsVerificationCode: boolean;
}

/**
 * Creates or saves an order through the status workflow: the transition must be in the table
 * for this actor, a submit must pass the server's checks, the price is recomputed, and the
 * change is written only if nobody changed the status meanwhile.
 */
export async function saveOrder(
  ctx: AppContext,
  existing: OrderRecord | null,
  command: SaveCommand,
): Promise<SaveResult> {
  const from: OrderStatusFrom = existing ? (existing.status_id as OrderStatusId) : 'new';
  const to = command.body.status_id;
  // An autosave that arrives after a submit (or any other change) must not move the order back.
  if (
    command.body.is_draft_save &&
    (to !== ORDER_STATUS.DRAFT || (from !== 'new' && from !== ORDER_STATUS.DRAFT))
  ) {
    throw new HttpError(409, WHOLESALE_MESSAGES.notDraft, { code: 'not-a-draft' });
  }
  const transition = findTransition(from, to, command.actor);
  if (!transition) {
    const fromName = from === 'new' ? 'New' : statusInfo(from).name;
    throw new HttpError(409, WHOLESALE_MESSAGES.illegalTransition(fromName, statusInfo(to).name), {
      code: 'illegal-transition',
    });
  }
  // Approval has preconditions a save does not check (a verified mobile, valid prices) and makes
  // the job: it goes only through its own endpoint (convertToJob, PATCH …/convert).
  if (OWN_ENDPOINT_ACTIONS.has(transition.action)) {
    throw new HttpError(409, WHOLESALE_MESSAGES.approveWithApprove, {
      code: 'use-workflow-endpoint',
    });
  }
  const customer =
    command.customer?.id === command.customerId
      ? command.customer
      : await customerById(ctx.db, command.customerId);
  if (!customer) throw new HttpError(404, WHOLESALE_MESSAGES.customerNotFound);
  const changesContent = CHANGES_CONTENT.has(transition.action);
  const dataText = changesContent ? command.body.order_data : (existing as OrderRecord).order_data;
  let data = parseOrderData(dataText);
  // Read through the caches (ADR 232): unchanged tables are not read again for every autosave.
  const catalogue = changesContent ? await cachedCatalogue(ctx, command.organisationId) : null;
  if (changesContent) {
    checkRawData(command.body.order_raw_data);
    checkItemLimit(data, customer.wholesale_order_limit ?? DEFAULT_ORDER_LIMIT);
  }
  const details = changesContent ? command.body.details : null;
  if (to === ORDER_STATUS.SUBMITTED && catalogue) {
    checkSubmission(command.body.details, data, catalogue);
  }
  // The stored items carry the server's diagrams, whatever the client sent (ADR 156).
  if (catalogue) data = withDiagrams(data, catalogue);
  const book = await cachedPriceBook(ctx, command.organisationId, customer.pricing_group_id);
  const total = priceOrder(data, book).total_price;
  const now = ctx.clock.now();
  const content = details
    ? {
        order_name: details.order_name.trim(),
        order_notes: details.order_notes ?? '',
        order_data: JSON.stringify(data),
        order_raw_data: command.body.order_raw_data,
        diagram_image: data.items[0]?.diagram_image ?? null,
      }
    : {};
  const firstSubmit = to === ORDER_STATUS.SUBMITTED && !existing?.ordered_at;
  // The mobile verification is of what the customer submitted: any edit of theirs after it needs
  // a new one. A staff edit is confirmed by the customer accepting it (ADR 072).
  const edited =
    command.actor === 'customer' &&
    existing !== null &&
    details !== null &&
    (content.order_name !== existing.order_name ||
      content.order_notes !== existing.order_notes ||
      content.order_data !== existing.order_data ||
      content.order_raw_data !== existing.order_raw_data);
  const order = await ctx.db.transaction().execute(async (trx) => {
    let saved: OrderRecord | undefined;
    if (existing) {
      saved = await trx
        .updateTable('wholesale_orders')
        .set({
          ...content,
          status_id: to,
          total_price: total,
          updated_at: now,
          ...(firstSubmit ? { ordered_at: now } : {}),
          ...(edited ? { is_verified: false } : {}),
        })
        .where('id', '=', existing.id)
        .where('status_id', '=', existing.status_id)
        .returningAll()
        .executeTakeFirst();
      if (!saved) {
        throw new HttpError(409, 'This order was changed meanwhile. Please reload it.', {
          code: 'conflict',
        });
      }
    } else {
      saved = await trx
        .insertInto('wholesale_orders')
        .values({
          organisation_id: command.organisationId,
          customer_id: customer.id,
          order_name: details?.order_name.trim() ?? '',
          order_notes: details?.order_notes ?? '',
          status_id: to,
          order_data: JSON.stringify(data),
          order_raw_data: command.body.order_raw_data,
          diagram_image: data.items[0]?.diagram_image ?? null,
          client_ref: command.body.client_ref ?? null,
          total_price: total,
          ordered_at: firstSubmit ? now : null,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (from !== to) {
      await trx
        .insertInto('wholesale_order_events')
        .values({
          order_id: saved.id,
          from_status: existing?.status_id ?? null,
          to_status: to,
          actor: command.actor,
          user_id: command.userId,
          at: now,
        })
        .execute();
    }
    return saved;
  });
  return {
    order,
    needsVerificationCode: to === ORDER_STATUS.SUBMITTED && from !== to && !order.is_verified,
  };
}

/**
 * Approves a submitted, verified order by turning it into a job (ADR 074). The order moves to
 * Approved and remembers its job.
 */
export async function convertToJob(ctx: AppContext, order: OrderRecord, userId: number) {
  if (!findTransition(order.status_id as OrderStatusId, ORDER_STATUS.APPROVED, 'staff')) {
    throw new HttpError(
      409,
      WHOLESALE_MESSAGES.illegalTransition(
        statusInfo(order.status_id).name,
        statusInfo(ORDER_STATUS.APPROVED).name,
      ),
      { code: 'illegal-transition' },
    );
  }
  if (!order.is_verified)
    throw new HttpError(409, WHOLESALE_MESSAGES.unverified, { code: 'unverified' });
  const pricing = await priceFor(ctx, order);
  if (
    pricing.error === WHOLESALE_PRICE_ERRORS.item ||
    pricing.error === WHOLESALE_PRICE_ERRORS.total
  ) {
    throw new HttpError(422, pricing.error, { code: 'invalid-price' });
  }
  const customer = await customerOf(ctx, order);
  const catalogue = await loadCatalogue(ctx.db, order.organisation_id);
  const content = jobContent({
    orderId: order.id,
    orderName: order.order_name,
    notes: order.order_notes,
    data: parseOrderData(order.order_data),
    customer,
    catalogue,
    pricing,
  });
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { jobId } = await createJob(trx, {
      organisationId: order.organisation_id,
      orderId: order.id,
      customerId: order.customer_id,
      content,
      createdBy: userId,
      at: now,
    });
    const saved = await trx
      .updateTable('wholesale_orders')
      .set({
        status_id: ORDER_STATUS.APPROVED,
        job_id: jobId,
        total_price: pricing.total_price,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .where('status_id', '=', ORDER_STATUS.SUBMITTED)
      .returningAll()
      .executeTakeFirst();
    if (!saved)
      throw new HttpError(409, 'This order was changed meanwhile. Please reload it.', {
        code: 'conflict',
      });
    await trx
      .insertInto('wholesale_order_events')
      .values({
        order_id: order.id,
        from_status: order.status_id,
        to_status: ORDER_STATUS.APPROVED,
        actor: 'staff',
        user_id: userId,
        at: now,
      })
      .execute();
    return { order: saved, jobId };
  });
}
