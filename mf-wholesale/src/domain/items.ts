import {
  WHOLESALE_LIMITS,
  type AccessoryLine,
  type PanelMode,
  type PanelValues,
  type RawOrderItem,
  type WholesaleAccessory,
  type WholesaleApplication,
} from '@platform/shared/wholesale';
import { MEASURED_FIELDS, panelCount, panelsOf } from './visibility';

/** Deep copy of plain data; works on MobX observables too, unlike structuredClone. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function emptyPanel(application?: WholesaleApplication): PanelValues {
  return {
    height: null,
    width: null,
    width_t: null,
    width_m: null,
    width_b: null,
    height_l: null,
    height_m: null,
    height_r: null,
    lock_side: null,
    lock_height: null,
    hinges: application?.hinges ? WHOLESALE_LIMITS.defaultHinges : null,
    rollers: application?.rollers ? WHOLESALE_LIMITS.defaultRollers : null,
    diagonal_measurement_left: null,
    diagonal_measurement_right: null,
    swings: 'outswing',
    midrail: 'none',
    midrail_center: null,
  };
}

export function emptyItem(itemNumber: number): RawOrderItem {
  return {
    id: itemNumber,
    item_number: itemNumber,
    notes: '',
    item_data: {
      item_number: itemNumber,
      label: '',
      product: null,
      application: null,
      color: null,
      quantity: 1,
      frame_thickness: null,
      petway_panel: null,
      petway_position: null,
      reference: '',
    },
    panels: { is_one: true, is_three: false, panel_one: [emptyPanel()], panel_three: [] },
    accessories: [],
  };
}

export function emptyAccessoryLine(accessory?: WholesaleAccessory): AccessoryLine {
  return {
    accessory: accessory?.id ?? null,
    code: accessory?.code ?? '',
    color: accessory?.default_colour_id ?? null,
    size: accessory?.default_width_id ?? null,
    quantity: 1,
    heights: Array.from(
      { length: accessory?.measurement_required.required_height_count ?? 0 },
      () => null,
    ),
    widths: Array.from(
      { length: accessory?.measurement_required.required_width_count ?? 0 },
      () => null,
    ),
  };
}

/** Item numbers (and ids) run from 1 in sheet order. */
export function renumber(items: RawOrderItem[]): RawOrderItem[] {
  return items.map((item, index) => ({
    ...item,
    id: index + 1,
    item_number: index + 1,
    item_data: { ...item.item_data, item_number: index + 1 },
  }));
}

/** The limit of items per order: the customer's wholesale_order_limit, else 150. */
export function itemLimit(customerLimit: number | null | undefined): number {
  return customerLimit && customerLimit > 0 ? customerLimit : WHOLESALE_LIMITS.defaultOrderLimit;
}

export function canAddItem(items: RawOrderItem[], limit: number): boolean {
  return items.length < limit;
}

/** A new item gets the previous item's number plus one. */
export function addItem(items: RawOrderItem[], limit: number): RawOrderItem[] {
  if (!canAddItem(items, limit)) return items;
  const last = items.at(-1);
  return [...items, emptyItem((last?.item_number ?? 0) + 1)];
}

export function removeItem(items: RawOrderItem[], itemNumber: number): RawOrderItem[] {
  if (items.length <= 1) return items;
  return renumber(items.filter((item) => item.item_number !== itemNumber));
}

export class ItemNotFoundError extends Error {
  constructor(itemNumber: number) {
    super(`Item ${itemNumber} not found`);
    this.name = 'ItemNotFoundError';
  }
}

function clearMeasurements(panel: PanelValues): PanelValues {
  const cleared = { ...panel };
  for (const field of MEASURED_FIELDS) cleared[field] = null;
  return cleared;
}

/**
 * Copies an item to the end of the sheet (spec §4): the copy's location and dimensions are
 * cleared; its quantity becomes 1 when the original's was above 1, otherwise empty.
 */
export function copyItem(items: RawOrderItem[], itemNumber: number, limit: number): RawOrderItem[] {
  const original = items.find((item) => item.item_number === itemNumber);
  if (!original) throw new ItemNotFoundError(itemNumber);
  if (!canAddItem(items, limit)) return items;
  const number = (items.at(-1)?.item_number ?? 0) + 1;
  const quantity = (original.item_data.quantity ?? 0) > 1 ? 1 : null;
  const copy: RawOrderItem = {
    ...clone(original),
    id: number,
    item_number: number,
    item_data: { ...clone(original.item_data), item_number: number, label: '', quantity },
    panels: {
      ...original.panels,
      panel_one: original.panels.panel_one.map(clearMeasurements),
      panel_three: original.panels.panel_three.map(clearMeasurements),
    },
  };
  return [...items, copy];
}

/** Switching between one and three measurements clears every measured value. */
export function switchPanelMode(item: RawOrderItem, mode: PanelMode): RawOrderItem {
  const panels = panelsOf(item).map(clearMeasurements);
  return {
    ...item,
    panels: {
      is_one: mode === 'one',
      is_three: mode === 'three',
      panel_one: mode === 'one' ? panels : [],
      panel_three: mode === 'three' ? panels : [],
    },
  };
}

/** True when a switch would lose something the user typed. */
export function hasMeasurements(item: RawOrderItem): boolean {
  return panelsOf(item).some((panel) => MEASURED_FIELDS.some((field) => panel[field] !== null));
}

/**
 * After the application changes the item has as many panels as the application has elements;
 * values of panels that remain are kept, options the application lacks are reset.
 */
export function fitPanelsToApplication(
  item: RawOrderItem,
  application: WholesaleApplication | undefined,
): RawOrderItem {
  const count = panelCount(application);
  const current = panelsOf(item);
  const panels = Array.from({ length: count }, (_, index) => {
    const existing = current[index] ?? emptyPanel(application);
    return {
      ...existing,
      lock_side: null,
      hinges: application?.hinges ? (existing.hinges ?? WHOLESALE_LIMITS.defaultHinges) : null,
      rollers: application?.rollers ? (existing.rollers ?? WHOLESALE_LIMITS.defaultRollers) : null,
    };
  });
  const frameIds = application?.frame_thickness_ids ?? [];
  const frame = item.item_data.frame_thickness;
  return {
    ...item,
    item_data: {
      ...item.item_data,
      frame_thickness: frame !== null && frameIds.includes(frame) ? frame : null,
      petway_panel:
        item.item_data.petway_panel !== null && item.item_data.petway_panel <= count
          ? item.item_data.petway_panel
          : null,
    },
    panels: {
      ...item.panels,
      panel_one: item.panels.is_three ? [] : panels,
      panel_three: item.panels.is_three ? panels : [],
    },
  };
}
