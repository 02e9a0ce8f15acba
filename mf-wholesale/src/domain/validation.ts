import {
  APPLICATION_TYPE,
  WHOLESALE_LIMITS,
  type OrderDetailsValues,
  type PanelValues,
  type RawOrderItem,
} from '@platform/shared/wholesale';
import { isValidPhone } from '@platform/shared/values';
import type { Catalogue } from './catalogue';
import { TEXTS } from './texts';
import {
  panelMode,
  panelsOf,
  showsFrameThickness,
  showsPetway,
  visiblePanelFields,
  type PanelField,
} from './visibility';

/** Field path (e.g. "item_data.product", "panels.0.height", "accessories.1.widths.0") → message. */
export type FieldMessages = Record<string, string>;

const T = TEXTS.sheet;

interface Bounds {
  min: number;
  max: number;
}

const PANEL_BOUNDS: Bounds = { min: WHOLESALE_LIMITS.panelMin, max: WHOLESALE_LIMITS.panelMax };
const MIDRAIL_BOUNDS: Bounds = {
  min: WHOLESALE_LIMITS.midrailCenterMin,
  max: WHOLESALE_LIMITS.midrailCenterMax,
};
const COUNT_BOUNDS: Bounds = {
  min: WHOLESALE_LIMITS.hingesRollersMin,
  max: WHOLESALE_LIMITS.hingesRollersMax,
};

/** The bounds of a numeric panel input (spec §5). */
export function panelBounds(field: PanelField): Bounds {
  if (field === 'midrail_center') return MIDRAIL_BOUNDS;
  if (field === 'hinges' || field === 'rollers') return COUNT_BOUNDS;
  return PANEL_BOUNDS;
}

/** Panel fields that must hold a value when shown (the sheet marks them required). */
export const REQUIRED_PANEL_FIELDS = new Set<PanelField>([
  'height',
  'width',
  'width_t',
  'width_m',
  'width_b',
  'height_l',
  'height_m',
  'height_r',
  'swings',
  'midrail_center',
  'diagonal_measurement_left',
  'diagonal_measurement_right',
]);

function boundsMessage(value: number, bounds: Bounds): string | null {
  if (value < bounds.min) return T.atLeast(bounds.min);
  if (value > bounds.max) return T.atMost(bounds.max);
  return null;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function validatePanel(
  panel: PanelValues,
  index: number,
  fields: PanelField[],
  errors: FieldMessages,
): void {
  for (const field of fields) {
    if (field === 'lock_side') continue;
    const value = panel[field];
    const path = `panels.${index}.${field}`;
    if (isBlank(value)) {
      if (REQUIRED_PANEL_FIELDS.has(field)) errors[path] = T.required;
      continue;
    }
    if (typeof value === 'number') {
      const message = boundsMessage(value, panelBounds(field));
      if (message) errors[path] = message;
    }
  }
  const left = panel.diagonal_measurement_left;
  const right = panel.diagonal_measurement_right;
  if (fields.includes('diagonal_measurement_left') && left !== null && right !== null) {
    if (Math.abs(left - right) > WHOLESALE_LIMITS.diagonalToleranceMm) {
      errors[`panels.${index}.diagonal_measurement_left`] = T.diagonal;
      errors[`panels.${index}.diagonal_measurement_right`] = T.diagonal;
    }
  }
}

/**
 * A door needs exactly one lock: with one panel its side must be chosen; with several, exactly
 * one panel may carry a side other than "no lock".
 */
function validateLockSides(item: RawOrderItem, catalogue: Catalogue, errors: FieldMessages): void {
  const application = catalogue.applicationOf(item);
  if (application?.type_id !== APPLICATION_TYPE.DOOR) return;
  const panels = panelsOf(item);
  const locked = panels
    .map((panel, index) => ({ index, side: catalogue.lockSide(panel.lock_side) }))
    .filter(({ side }) => side !== undefined && side.code !== 'NONE');
  if (locked.length === 0) {
    // The message goes where a choice is missing, or on every panel when all say "no lock".
    const unchosen = panels
      .map((panel, index) => (panel.lock_side === null ? index : -1))
      .filter((i) => i >= 0);
    for (const index of unchosen.length > 0 ? unchosen : panels.map((_panel, i) => i)) {
      errors[`panels.${index}.lock_side`] = T.lockSideMissing;
    }
  } else if (locked.length > 1) {
    for (const { index } of locked) errors[`panels.${index}.lock_side`] = T.lockSideMany;
  }
}

function validateAccessories(
  item: RawOrderItem,
  catalogue: Catalogue,
  errors: FieldMessages,
): void {
  let petways = 0;
  item.accessories.forEach((line, index) => {
    const path = `accessories.${index}`;
    const accessory = catalogue.accessory(line.accessory);
    if (!accessory) {
      errors[`${path}.accessory`] = T.enterValue;
      return;
    }
    if (accessory.is_petway) {
      petways += 1;
      if (petways > 1) errors[`${path}.accessory`] = T.petwayTwice;
    }
    if (isBlank(line.quantity)) errors[`${path}.quantity`] = T.enterValue;
    if (accessory.colour_ids.length > 0 && isBlank(line.color))
      errors[`${path}.color`] = T.enterValue;
    line.heights.forEach((value, i) => {
      if (isBlank(value)) errors[`${path}.heights.${i}`] = T.enterValue;
    });
    line.widths.forEach((value, i) => {
      if (isBlank(value)) errors[`${path}.widths.${i}`] = T.enterValue;
    });
  });
}

/** Every message for one item (spec §5, "Wholesale item"); empty when the item is valid. */
export function validateItem(item: RawOrderItem, catalogue: Catalogue): FieldMessages {
  const errors: FieldMessages = {};
  const data = item.item_data;
  const application = catalogue.applicationOf(item);
  for (const field of ['product', 'application', 'color', 'quantity'] as const) {
    if (isBlank(data[field])) errors[`item_data.${field}`] = T.required;
  }
  if (data.quantity !== null && data.quantity < 1)
    errors['item_data.quantity'] = T.quantityPositive;
  if (showsFrameThickness(application) && isBlank(data.frame_thickness)) {
    errors['item_data.frame_thickness'] = T.required;
  }
  if (showsPetway(item, catalogue)) {
    if (isBlank(data.petway_panel)) errors['item_data.petway_panel'] = T.required;
    if (isBlank(data.petway_position)) errors['item_data.petway_position'] = T.required;
  }
  const mode = panelMode(item);
  panelsOf(item).forEach((panel, index) => {
    validatePanel(panel, index, visiblePanelFields(application, mode, panel), errors);
  });
  validateLockSides(item, catalogue, errors);
  validateAccessories(item, catalogue, errors);
  return errors;
}

export interface SheetValidation {
  valid: boolean;
  /** item_number → messages of that item. */
  items: Map<number, FieldMessages>;
}

/** The whole sheet passes only if every item, panel and accessory check passes. */
export function validateSheet(items: RawOrderItem[], catalogue: Catalogue): SheetValidation {
  const result = new Map<number, FieldMessages>();
  for (const item of items) {
    const errors = validateItem(item, catalogue);
    if (Object.keys(errors).length > 0) result.set(item.item_number, errors);
  }
  return { valid: result.size === 0, items: result };
}

export type DetailsMessages = Partial<Record<keyof OrderDetailsValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Order details (spec §5): name, email and phone are required; the phone must be a valid number. */
export function validateDetails(details: OrderDetailsValues): DetailsMessages {
  const errors: DetailsMessages = {};
  if (details.order_name.trim() === '') errors.order_name = TEXTS.form.orderNameRequired;
  if (details.order_email.trim() === '') errors.order_email = TEXTS.form.emailRequired;
  else if (!EMAIL.test(details.order_email.trim())) errors.order_email = TEXTS.form.emailInvalid;
  if (details.order_phone.trim() === '') errors.order_phone = TEXTS.form.phoneRequired;
  else if (!isValidPhone(details.order_phone)) errors.order_phone = TEXTS.form.phoneInvalid;
  return errors;
}
