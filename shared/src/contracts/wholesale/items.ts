// Order items as the sheet edits them (raw) and as they are submitted, and the order's data
// texts (spec §3 "Order item").

export type PanelMode = 'one' | 'three';
export type Swing = 'inswing' | 'outswing';
export type MidrailType = 'vertical' | 'horizontal' | 'none';
export type PetwayPosition = 'L' | 'M' | 'R';

export const SWINGS: ReadonlyArray<{ id: Swing; name: string }> = [
  { id: 'inswing', name: 'Inswing' },
  { id: 'outswing', name: 'Outswing' },
];

export const MIDRAILS: ReadonlyArray<{ id: MidrailType; name: string }> = [
  { id: 'vertical', name: 'Vertical' },
  { id: 'horizontal', name: 'Horizontal' },
  { id: 'none', name: 'Not Applicable' },
];

export const PETWAY_POSITIONS: ReadonlyArray<{ id: PetwayPosition; name: string }> = [
  { id: 'L', name: 'Left' },
  { id: 'M', name: 'Middle' },
  { id: 'R', name: 'Right' },
];

/**
 * A PetWay's size is read from its accessory code (spec §9, ADR 147): the letters after the last
 * hyphen, PW-S → S. Sizes come from the catalogue, so a new size needs no code change. null when
 * the code carries no size.
 */
export function petwaySize(code: string): string | null {
  return /-([A-Za-z]+)$/.exec(code.trim())?.[1].toUpperCase() ?? null;
}

/** Measured and chosen values of one panel; lengths in millimetres. */
export interface PanelValues {
  height: number | null;
  width: number | null;
  width_t: number | null;
  width_m: number | null;
  width_b: number | null;
  height_l: number | null;
  height_m: number | null;
  height_r: number | null;
  /** LockSide id. */
  lock_side: number | null;
  lock_height: number | null;
  hinges: number | null;
  rollers: number | null;
  diagonal_measurement_left: number | null;
  diagonal_measurement_right: number | null;
  swings: Swing | null;
  midrail: MidrailType;
  midrail_center: number | null;
}

export interface ItemData {
  item_number: number;
  /** Location. */
  label: string;
  product: number | null;
  application: number | null;
  color: number | null;
  quantity: number | null;
  frame_thickness: number | null;
  /** Panel position (1-based) the PetWay goes in. */
  petway_panel: number | null;
  petway_position: PetwayPosition | null;
  reference: string;
}

export interface AccessoryLine {
  accessory: number | null;
  code: string;
  color: number | null;
  /** WIDTH_SELECTOR id. */
  size: number | null;
  quantity: number | null;
  /** As many as the accessory's required_height_count / required_width_count. */
  heights: Array<number | null>;
  widths: Array<number | null>;
}

/** An item as the sheet edits it (the spec's raw item). Only the active panel list holds values. */
export interface RawOrderItem {
  id: number;
  item_number: number;
  notes: string;
  item_data: ItemData;
  panels: {
    is_one: boolean;
    is_three: boolean;
    panel_one: PanelValues[];
    panel_three: PanelValues[];
  };
  accessories: AccessoryLine[];
}

export interface SubmittedPanel extends PanelValues {
  /** 1-based, left to right. */
  panel_position: number;
  mode: PanelMode;
}

/** An item as submitted (order_data). */
export interface OrderItem {
  id: number;
  item_number: number;
  notes: string;
  item_data: ItemData;
  panels: SubmittedPanel[];
  accessories: AccessoryLine[];
  diagram_image: string | null;
}

export interface OrderDetailsValues {
  order_name: string;
  order_email: string;
  order_phone: string;
  /** The customer's full name; read-only. */
  order_reference: string;
  order_notes: string;
  /** Where the order is delivered or fitted; the job's site (absent in orders made before it). */
  order_delivery_address?: string;
}

/** order_data (sent and stored as JSON text). */
export interface OrderData {
  details: OrderDetailsValues;
  items: OrderItem[];
}

/** order_raw_data (sent and stored as JSON text). */
export interface OrderRawData {
  details: OrderDetailsValues;
  items: RawOrderItem[];
}
