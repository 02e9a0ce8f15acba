import type { FieldErrors, OrderData, OrderDetailsValues } from '@platform/shared/contracts';
import { INVALID_PHONE_MESSAGE, isValidPhone, REQUIRED_MESSAGE } from '@platform/shared/values';
import { HttpError } from '../../core/http';
import type { CatalogueData } from './catalogue';
import { WHOLESALE_MESSAGES } from './policy';

/** Reads order_data; a text that is not an order is refused rather than stored. */
export function parseOrderData(text: string): OrderData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'order_data is not valid JSON.', {
      errors: { order_data: ['Must be valid JSON.'] },
    });
  }
  const data = parsed as Partial<OrderData> | null;
  if (!data || typeof data !== 'object' || !Array.isArray(data.items)) {
    throw new HttpError(400, 'order_data must hold a list of items.', {
      errors: { order_data: ['Must hold a list of items.'] },
    });
  }
  for (const item of data.items) {
    if (
      !item ||
      typeof item !== 'object' ||
      !item.item_data ||
      !Array.isArray(item.panels) ||
      !Array.isArray(item.accessories)
    ) {
      throw new HttpError(400, 'order_data holds an item that is not an item.', {
        errors: { order_data: ['Every item needs item_data, panels and accessories.'] },
      });
    }
  }
  return data as OrderData;
}

export function checkRawData(text: string): void {
  try {
    const parsed = JSON.parse(text) as { items?: unknown } | null;
    if (parsed && typeof parsed === 'object' && Array.isArray(parsed.items)) return;
  } catch {
    // Reported below.
  }
  throw new HttpError(400, 'order_raw_data must hold a list of items.', {
    errors: { order_raw_data: ['Must hold a list of items.'] },
  });
}

export function checkItemLimit(data: OrderData, limit: number): void {
  if (data.items.length > limit) {
    throw new HttpError(422, WHOLESALE_MESSAGES.tooManyItems(limit), {
      errors: { order_data: [WHOLESALE_MESSAGES.tooManyItems(limit)] },
    });
  }
}

/**
 * What a submitted order must hold, checked again on the server: the details, at least one
 * item, and on every item a product, application and colour of this organisation's catalogue,
 * an application the product is made in, and a quantity of at least 1. The sheet's finer rules
 * are the client's (ADR 073).
 */
/** The error of an item whose application is not one its product is made in. */
export const NOT_MADE_IN = 'This product is not made for this application.';

/** An id that is not in the organisation's catalogue: the same answer as one that does not exist. */
const NOT_FOUND = 'Not found.';

export function checkSubmission(
  details: OrderDetailsValues,
  data: OrderData,
  catalogue: CatalogueData,
): void {
  const errors: FieldErrors = {};
  for (const field of ['order_name', 'order_email', 'order_phone'] as const) {
    if (!details[field]?.trim()) errors[`details.${field}`] = [REQUIRED_MESSAGE];
  }
  if (details.order_phone?.trim() && !isValidPhone(details.order_phone)) {
    errors['details.order_phone'] = [INVALID_PHONE_MESSAGE];
  }
  if (data.items.length === 0) errors.order_data = ['An order needs at least one item.'];
  const known = {
    product: new Set(catalogue.products.map((p) => p.id)),
    application: new Set(catalogue.applications.map((a) => a.id)),
    color: new Set(catalogue.colours.map((c) => c.id)),
    accessory: new Set(catalogue.accessories.map((a) => a.id)),
    lockSide: new Set(catalogue.lock_sides.map((l) => l.id)),
  };
  data.items.forEach((item, index) => {
    for (const field of ['product', 'application', 'color'] as const) {
      const value = item.item_data[field];
      if (typeof value !== 'number' || !known[field].has(value))
        errors[`items.${index}.${field}`] = [REQUIRED_MESSAGE];
    }
    const product = catalogue.products.find((p) => p.id === item.item_data.product);
    const application = item.item_data.application;
    if (
      product &&
      product.application_ids.length > 0 &&
      typeof application === 'number' &&
      known.application.has(application) &&
      !product.application_ids.includes(application)
    ) {
      errors[`items.${index}.application`] = [NOT_MADE_IN];
    }
    // Every other id an item names is the organisation's own (issue 36, item 3; ADR 184).
    item.accessories.forEach((line, at) => {
      if (line.accessory !== null && !known.accessory.has(line.accessory))
        errors[`items.${index}.accessories.${at}.accessory`] = [NOT_FOUND];
      if (line.color !== null && !known.color.has(line.color))
        errors[`items.${index}.accessories.${at}.color`] = [NOT_FOUND];
    });
    item.panels.forEach((panel, at) => {
      if (panel.lock_side !== null && !known.lockSide.has(panel.lock_side))
        errors[`items.${index}.panels.${at}.lock_side`] = [NOT_FOUND];
    });
    const quantity = item.item_data.quantity;
    if (typeof quantity !== 'number' || quantity < 1 || quantity > 99) {
      errors[`items.${index}.quantity`] = ['Must be between 1 and 99.'];
    }
  });
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, WHOLESALE_MESSAGES.incomplete, { errors });
  }
}
