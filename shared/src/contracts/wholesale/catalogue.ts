// The wholesale catalogue: applications, products, colours, accessories, frame thicknesses, lock
// sides, the dropdown data and price table rows (spec §3, §7, §9).
import type { AccountOwner, PricingGroup, WholesaleCustomer } from './customers';

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

/** "Crimsafe First" is sold as "Screw Clamp 0.8mm". */
export function productDisplayName(name: string): string {
  return name === 'Crimsafe First' ? 'Screw Clamp 0.8mm' : name;
}
