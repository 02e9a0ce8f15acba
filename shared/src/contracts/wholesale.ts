// Payload types of mf-wholesale (spec: quoting-fabrication-wholesale.md §3, §4, §7, §9).
// The API server imports the same types, so client and server cannot drift apart.

/* ------------------------------------------------------------------ order status */

/** The order status catalogue (id → name, code). */
export const ORDER_STATUS = {
  SUBMITTED: 1,
  PENDING: 2,
  APPROVED: 3,
  PAID: 4,
  IN_PROGRESS: 5,
  DRAFT: 6,
  VOID: 7,
  PENDING_CUSTOMER_REVIEW: 8,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export type OrderStatusCode =
  | 'submit'
  | 'pending'
  | 'approve'
  | 'paid'
  | 'inprogress'
  | 'draft'
  | 'void'
  | 'pending_customer_review';

export interface OrderStatusInfo {
  id: OrderStatusId;
  name: string;
  code: OrderStatusCode;
  /** Badge colour (ADR 072: the spec gives none). */
  color: string;
}

export const ORDER_STATUSES: readonly OrderStatusInfo[] = [
  { id: 1, name: 'Submitted', code: 'submit', color: '#1677ff' },
  { id: 2, name: 'Pending', code: 'pending', color: '#d48806' },
  { id: 3, name: 'Approved', code: 'approve', color: '#389e0d' },
  { id: 4, name: 'Paid', code: 'paid', color: '#08979c' },
  { id: 5, name: 'In Progress', code: 'inprogress', color: '#531dab' },
  { id: 6, name: 'Draft', code: 'draft', color: '#8c8c8c' },
  { id: 7, name: 'Void', code: 'void', color: '#434343' },
  { id: 8, name: 'Pending Customer Review', code: 'pending_customer_review', color: '#d4380d' },
];

export function orderStatusInfo(id: number): OrderStatusInfo | undefined {
  return ORDER_STATUSES.find((status) => status.id === id);
}

/** Who asks for a status change: the wholesale customer (session token) or signed-in staff. */
export type OrderActor = 'customer' | 'staff';

/** 'new' is an order that does not exist yet. */
export type OrderStatusFrom = OrderStatusId | 'new';

export interface OrderTransition {
  from: OrderStatusFrom;
  to: OrderStatusId;
  actor: OrderActor;
  /** The button (or save) that causes it. */
  action:
    | 'create_draft'
    | 'save_draft'
    | 'submit'
    | 'cancel_order'
    | 'send_edit'
    | 'accept_changes'
    | 'additional_changes'
    | 'approve'
    | 'void';
}

/**
 * Every status change the workflow allows (spec §4). The server refuses anything else; the
 * client shows buttons from the same table. Approve goes through the convert call.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'new', to: 6, actor: 'customer', action: 'create_draft' },
  { from: 'new', to: 1, actor: 'customer', action: 'submit' },
  { from: 6, to: 6, actor: 'customer', action: 'save_draft' },
  { from: 6, to: 1, actor: 'customer', action: 'submit' },
  { from: 1, to: 6, actor: 'customer', action: 'cancel_order' },
  { from: 1, to: 8, actor: 'staff', action: 'send_edit' },
  { from: 1, to: 3, actor: 'staff', action: 'approve' },
  { from: 8, to: 1, actor: 'customer', action: 'accept_changes' },
  { from: 8, to: 6, actor: 'customer', action: 'additional_changes' },
  { from: 3, to: 7, actor: 'staff', action: 'void' },
];

export function findTransition(
  from: OrderStatusFrom,
  to: number,
  actor: OrderActor,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to && t.actor === actor);
}

/**
 * The spec treats order_status above 2 as accepted (read-only). Draft (6) and Pending Customer
 * Review (8) have their own rules in the same section, so they are not accepted (ADR 072).
 */
export function isAcceptedStatus(id: number): boolean {
  return id > 2 && id !== ORDER_STATUS.DRAFT && id !== ORDER_STATUS.PENDING_CUSTOMER_REVIEW;
}

/* ------------------------------------------------------------------ catalogue */

/** Application type ids. */
export const APPLICATION_TYPE = { DOOR: 1, WINDOW: 2 } as const;

/** measurement_diagonal_id values. */
export const MEASUREMENT_DIAGONAL = { NOT_REQUIRED: 1, REQUIRED: 2 } as const;

/** measurement_required_id values (spec §9). */
export const MEASUREMENT_REQUIRED = {
  NONE: 1,
  HEIGHT_AND_WIDTH: 3,
  HEIGHT_X2_AND_WIDTH: 4,
  HEIGHT_X2_AND_WIDTH_X2: 5,
  WIDTH_ONLY: 7,
} as const;

/** The width selector of an accessory line (spec §9, ids 1-9). */
export const WIDTH_SELECTOR: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Top' },
  { id: 2, name: 'Middle' },
  { id: 3, name: 'Bottom' },
  { id: 4, name: 'Max' },
  { id: 5, name: 'Min' },
  { id: 6, name: 'Top-Bottom' },
  { id: 7, name: 'Maximum Widths' },
  { id: 8, name: 'Minimum Widths' },
  { id: 9, name: 'Not Applicable' },
];

/** Pricing visibility of a costing (spec §9). */
export const PRICING_VISIBILITY = {
  RETAIL_ONLY: 1087,
  WHOLESALE_ONLY: 1088,
  RETAIL_AND_WHOLESALE: 1143,
} as const;

export interface WholesaleApplication {
  id: number;
  name: string;
  /** 1 door, 2 window. */
  type_id: number;
  /** Number of panels (elements) an item of this application has. */
  element_count: number;
  /** Frame thicknesses the application can be made in; empty when it has none to choose. */
  frame_thickness_ids: number[];
  /** 1 not required, 2 required. */
  measurement_diagonal_id: number;
  measurement_required_id: number;
  hinges: boolean;
  rollers: boolean;
  punch_only: boolean;
  door_side_opposite_to_lock_side: boolean;
}

export interface WholesaleProduct {
  id: number;
  name: string;
  /** Applications this product is sold in (wholesale pricing completed). */
  application_ids: number[];
}

export interface WholesaleColour {
  id: number;
  name: string;
  hex: string;
  /** One of the dark colours outside standard pricing: a surcharge applies. */
  is_excluded: boolean;
}

export interface AccessoryMeasurement {
  required_height_count: number;
  required_width_count: number;
}

export interface WholesaleAccessory {
  id: number;
  code: string;
  name: string;
  default_colour_id: number | null;
  colour_ids: number[];
  /** Default of the width selector (WIDTH_SELECTOR id). */
  default_width_id: number | null;
  is_petway: boolean;
  /** Shown on the item's diagram; such accessories are listed first. */
  is_on_diagram: boolean;
  wholesale_disclaimer: string | null;
  measurement_required: AccessoryMeasurement;
}

export interface FrameThickness {
  id: number;
  name: string;
}

export type LockSideCode = 'LHS' | 'RHS' | 'NONE';

export interface LockSide {
  id: number;
  name: string;
  /** NONE is "no lock on this panel", offered only on multi-panel applications. */
  code: LockSideCode;
  /** Offered only on punch-only applications (and only those are offered there). */
  punch_only: boolean;
}

export interface PricingGroup {
  id: number;
  name: string;
}

export interface WholesaleCustomer {
  id: number;
  organisation_id: number;
  pricing_group_id: number | null;
  full_name: string;
  email: string;
  mobile: string;
  /** Most items one order may hold; null means the default (150). */
  wholesale_order_limit: number | null;
}

export interface AccountOwner {
  id: number;
  full_name: string;
  email: string;
}

/** GET /wholesale-customers/dropdown-options. */
export interface WholesaleDropdownOptions {
  applications: WholesaleApplication[];
  accessories: WholesaleAccessory[];
  products: WholesaleProduct[];
  colours: WholesaleColour[];
  lock_sides: LockSide[];
  frame_thicknesses: FrameThickness[];
  /** Staff: the organisation's customers; a customer: only themself. */
  customers: WholesaleCustomer[];
  /** Staff: every pricing group; a customer: only their own. */
  customerPricingGroups: PricingGroup[];
}

/** GET /api-dropdown-options and GET /wholesale-dropdown-options. */
export interface OrderDropdownOptions {
  applications: WholesaleApplication[];
  products: WholesaleProduct[];
  colours: WholesaleColour[];
  accessories: WholesaleAccessory[];
  frame_thicknesses: FrameThickness[];
  customer: WholesaleCustomer[];
  account_owner: AccountOwner | null;
  lock_sides: LockSide[];
}

/** GET /products/common-sizes row. */
export interface CommonSizePriceRow {
  type_id: number;
  width: number;
  height: number;
  common_size_prices: { price: number | null };
}

/** GET /wholesale-customers/accessories/common-sizes row. */
export interface AccessoryCommonSizeRow {
  accessory_id: number;
  width: number;
  height: number;
  common_size_prices: { price: number | null };
  accessory: { measurement_required: AccessoryMeasurement };
}

/** GET /products/wholesale-pricing-completed-applications: data[0].type_ids is "1,2,5". */
export interface PricingCompletedApplications {
  type_ids: string;
}

/* ------------------------------------------------------------------ items */

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

/* ------------------------------------------------------------------ pricing */

export const WHOLESALE_PRICE_ERRORS = {
  item: 'Item price calculation error: Invalid price',
  total: 'Total price calculation error: Invalid total price',
} as const;

/** Quote surcharges for the excluded (dark) colours, ex GST. */
export const COLOUR_SURCHARGE = { perDoorPanel: 40, perWindow: 20 } as const;

/** One row of the "Price Breakdown" table. */
export interface PriceLine {
  item: string;
  price: number;
  quantity: number;
  subtotal: number;
}

export interface ItemPricing {
  item_number: number;
  /** Ex GST; null when it could not be priced. */
  price: number | null;
  lines: PriceLine[];
  error: string | null;
}

export interface OrderPricing {
  items: ItemPricing[];
  total_price: number | null;
  error: string | null;
}

/* ------------------------------------------------------------------ orders */

/** The query parameter pagination_object of the order lists. */
export interface OrdersPagination {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
}

export interface WholesaleOrderRow {
  id: number;
  order_name: string;
  status_name: string;
  status_color: string;
  order_status: OrderStatusId;
  is_verified: boolean;
  /** ISO time in UTC. */
  ordered_at: string | null;
  /** Only in the staff list; null for customers. */
  total_price: number | null;
}

export interface OrderCustomerSummary {
  id: number;
  full_name: string;
  email: string;
  mobile: string;
  wholesale_order_limit: number | null;
}

/** GET /wholesale-customers/order/{id}/details and GET /wholesale/order/{id}/details. */
export interface WholesaleOrderDetails {
  id: number;
  order_name: string;
  /** ISO time in UTC of the first submit; null for a draft never submitted. */
  order_date: string | null;
  order_notes: string;
  status_name: string;
  order_status: OrderStatusId;
  status_color: string;
  status_code: OrderStatusCode;
  is_verified: boolean;
  /** JSON text of OrderData. */
  order_data: string;
  /** JSON text of OrderRawData. */
  order_raw_data: string;
  customer: OrderCustomerSummary;
  can_void: boolean;
  can_approve: boolean;
  /** Staff only. */
  pricing: OrderPricing | null;
  /** The job an approved order became. */
  job_id: number | null;
}

/** POST /wholesale-customers/order/{id}/details and POST /wholesale/order/{id}/details. */
export interface SaveOrderRequest {
  details: OrderDetailsValues;
  order_data: string;
  order_raw_data: string;
  status_id: OrderStatusId;
  /** Marks an autosave of a draft. */
  is_draft_save?: boolean;
}

/** POST /wholesale-customers/order/new/details. */
export interface CreateOrderRequest extends SaveOrderRequest {
  key: string;
  diagram_image: string | null;
  /** Random id the client keeps for a new order, so a retried create never makes two orders. */
  client_ref?: string;
}

export interface SaveOrderResponse {
  id: number;
  order_status: OrderStatusId;
  is_verified: boolean;
  /** A submit texted the order's verification code (its resend cooldown starts now). */
  verification_sent: boolean;
}

export interface ConvertOrderResponse {
  id: number;
  job_id: number;
  order_status: OrderStatusId;
}

/* ------------------------------------------------------------------ one-time codes */

/** POST /wholesale-customers/link: what the verification dialog shows before sending. */
export interface WholesaleLinkInfo {
  /** Last digits of the customer's mobile. */
  phone_ending: string;
}

export interface SendOtpResponse {
  sent: boolean;
  /** Seconds until another code may be sent. */
  resend_in_seconds: number;
  phone_ending: string;
}

export interface VerifyOtpResponse {
  token: string;
  customer: WholesaleCustomer;
}

export interface ValidateLinkResponse {
  customer: WholesaleCustomer;
}

export interface VerifyOrderOtpResponse {
  order_id: number;
  is_verified: boolean;
}

/** Shared limits of the wholesale area (spec §9). Server-only limits live in ADR 071. */
export const WHOLESALE_LIMITS = {
  otpLength: 6,
  otpResendCooldownSeconds: 60,
  ordersPageSize: 20,
  defaultOrderLimit: 150,
  diagonalToleranceMm: 6,
  defaultHinges: 3,
  defaultRollers: 4,
  panelMin: 0,
  panelMax: 99999,
  midrailCenterMin: 100,
  midrailCenterMax: 9999,
  hingesRollersMin: 0,
  hingesRollersMax: 10,
  quantityMaxDigits: 2,
} as const;

/** "Crimsafe First" is sold as "Screw Clamp 0.8mm". */
export function productDisplayName(name: string): string {
  return name === 'Crimsafe First' ? 'Screw Clamp 0.8mm' : name;
}
