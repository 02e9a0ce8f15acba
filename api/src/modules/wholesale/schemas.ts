import { S, type JsonSchema } from '../../core/http';
import { CUSTOMER_SCHEMA } from './customers-store';

const ids = () => S.arr(S.int());

export const APPLICATION_SCHEMA = S.obj({
  id: S.int(),
  name: S.str(),
  type_id: S.int(),
  element_count: S.int(),
  frame_thickness_ids: ids(),
  measurement_diagonal_id: S.int(),
  measurement_required_id: S.int(),
  hinges: S.bool(),
  rollers: S.bool(),
  punch_only: S.bool(),
  door_side_opposite_to_lock_side: S.bool(),
});

export const PRODUCT_SCHEMA = S.obj({ id: S.int(), name: S.str(), application_ids: ids() });
export const COLOUR_SCHEMA = S.obj({
  id: S.int(),
  name: S.str(),
  hex: S.str(),
  is_excluded: S.bool(),
});
export const NAMED_SCHEMA = S.obj({ id: S.int(), name: S.str() });
export const LOCK_SIDE_SCHEMA = S.obj({
  id: S.int(),
  name: S.str(),
  code: S.str(),
  punch_only: S.bool(),
});
export const MEASUREMENT_SCHEMA = S.obj({
  required_height_count: S.int(),
  required_width_count: S.int(),
});
export const ACCESSORY_SCHEMA = S.obj({
  id: S.int(),
  code: S.str(),
  name: S.str(),
  default_colour_id: S.nint(),
  colour_ids: ids(),
  default_width_id: S.nint(),
  is_petway: S.bool(),
  is_on_diagram: S.bool(),
  wholesale_disclaimer: S.nstr(),
  measurement_required: MEASUREMENT_SCHEMA,
});
export const ACCOUNT_OWNER_SCHEMA: JsonSchema = {
  type: ['object', 'null'],
  properties: { id: S.int(), full_name: S.str(), email: S.str() },
};

const CATALOGUE_PROPERTIES = {
  applications: S.arr(APPLICATION_SCHEMA),
  products: S.arr(PRODUCT_SCHEMA),
  colours: S.arr(COLOUR_SCHEMA),
  accessories: S.arr(ACCESSORY_SCHEMA),
  frame_thicknesses: S.arr(NAMED_SCHEMA),
  lock_sides: S.arr(LOCK_SIDE_SCHEMA),
};

export const DROPDOWN_OPTIONS_SCHEMA = S.obj({
  ...CATALOGUE_PROPERTIES,
  customers: S.arr(CUSTOMER_SCHEMA),
  customerPricingGroups: S.arr(NAMED_SCHEMA),
});

export const ORDER_DROPDOWN_OPTIONS_SCHEMA = S.obj({
  ...CATALOGUE_PROPERTIES,
  customer: S.arr(CUSTOMER_SCHEMA),
  account_owner: ACCOUNT_OWNER_SCHEMA,
});

const PRICE = { type: 'object', properties: { price: { type: ['number', 'null'] } } };

export const COMMON_SIZE_ROW_SCHEMA = S.obj({
  type_id: S.int(),
  width: S.int(),
  height: S.int(),
  common_size_prices: PRICE,
});

export const ACCESSORY_SIZE_ROW_SCHEMA = S.obj({
  accessory_id: S.int(),
  width: S.int(),
  height: S.int(),
  common_size_prices: PRICE,
  accessory: S.obj({ measurement_required: MEASUREMENT_SCHEMA }),
});

const PRICE_LINE_SCHEMA = S.obj({
  item: S.str(),
  price: { type: 'number' },
  quantity: { type: 'number' },
  subtotal: { type: 'number' },
});

export const PRICING_SCHEMA: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    items: S.arr(
      S.obj({
        item_number: S.int(),
        price: { type: ['number', 'null'] },
        lines: S.arr(PRICE_LINE_SCHEMA),
        error: S.nstr(),
      }),
    ),
    total_price: { type: ['number', 'null'] },
    error: S.nstr(),
  },
};

export const ORDER_ROW_SCHEMA = S.obj({
  id: S.int(),
  order_name: S.str(),
  status_name: S.str(),
  status_color: S.str(),
  order_status: S.int(),
  is_verified: S.bool(),
  ordered_at: S.nstr(),
  total_price: { type: ['number', 'null'] },
});

export const ORDER_DETAILS_SCHEMA = S.obj({
  id: S.int(),
  order_name: S.str(),
  order_date: S.nstr(),
  order_notes: S.str(),
  status_name: S.str(),
  order_status: S.int(),
  status_color: S.str(),
  status_code: S.str(),
  is_verified: S.bool(),
  order_data: S.str(),
  order_raw_data: S.str(),
  customer: S.obj({
    id: S.int(),
    full_name: S.str(),
    email: S.str(),
    mobile: S.str(),
    wholesale_order_limit: S.nint(),
  }),
  can_void: S.bool(),
  can_approve: S.bool(),
  pricing: PRICING_SCHEMA,
  job_id: S.nint(),
});

/** Order texts may hold 150 items twice (raw and submitted form). */
const ORDER_TEXT = S.str({ maxLength: 900_000 });

export const DETAILS_VALUES_SCHEMA = S.obj(
  {
    order_name: S.str({ maxLength: 200 }),
    order_email: S.str({ maxLength: 320 }),
    order_phone: S.str({ maxLength: 40 }),
    order_reference: S.str({ maxLength: 200 }),
    order_notes: S.str({ maxLength: 5000 }),
    order_delivery_address: S.str({ maxLength: 500 }),
  },
  ['order_name', 'order_email', 'order_phone'],
);

export const SAVE_ORDER_BODY = S.obj(
  {
    details: DETAILS_VALUES_SCHEMA,
    order_data: ORDER_TEXT,
    order_raw_data: ORDER_TEXT,
    status_id: S.int({ minimum: 1, maximum: 8 }),
    is_draft_save: S.bool(),
  },
  ['details', 'order_data', 'order_raw_data', 'status_id'],
);

export const CREATE_ORDER_BODY = S.obj(
  {
    ...(SAVE_ORDER_BODY.properties as Record<string, JsonSchema>),
    key: S.str({ minLength: 16, maxLength: 200 }),
    diagram_image: { type: ['string', 'null'], maxLength: 200_000 },
    client_ref: S.str({ maxLength: 64 }),
  },
  ['key', 'details', 'order_data', 'order_raw_data', 'status_id'],
);

export const SAVE_ORDER_REPLY = S.obj({
  id: S.int(),
  order_status: S.int(),
  is_verified: S.bool(),
  verification_sent: S.bool(),
});

/** pagination_object of the order lists (spec: page, rowsPerPage, sortBy, descending). */
export const ORDERS_PAGINATION_SCHEMA = S.obj({
  page: S.int({ minimum: 1 }),
  rowsPerPage: S.int({ minimum: 1, maximum: 100 }),
  sortBy: S.str({ maxLength: 40 }),
  descending: S.bool(),
});
