import type {
  OrderData,
  OrderDetailsValues,
  OrderRawData,
  PanelValues,
  RawOrderItem,
  SaveOrderRequest,
} from '../contracts/wholesale';

/**
 * The wholesale order the API tests, the e2e journeys and the load script send: windows of one
 * product, application and colour, saved in both forms the portal sends (raw and submitted).
 * Kept free of imports other than types, so a Node script can bundle it (scripts/load-ts.mjs).
 */

/** One panel of a window screen, sized height × width, opening out, no midrail. */
export function windowPanel(height: number | null = 1200, width: number | null = 900): PanelValues {
  return {
    height,
    width,
    width_t: null,
    width_m: null,
    width_b: null,
    height_l: null,
    height_m: null,
    height_r: null,
    lock_side: null,
    lock_height: null,
    hinges: null,
    rollers: null,
    diagonal_measurement_left: null,
    diagonal_measurement_right: null,
    swings: 'outswing',
    midrail: 'none',
    midrail_center: null,
  };
}

/** One window item (one panel) of the given product, application and colour. */
export function windowItem(
  itemNumber: number,
  ids: { product: number; application: number; color: number },
  { height = 1200, width = 900, label = `Window ${itemNumber}` } = {},
): RawOrderItem {
  return {
    id: itemNumber,
    item_number: itemNumber,
    notes: '',
    item_data: {
      item_number: itemNumber,
      label,
      product: ids.product,
      application: ids.application,
      color: ids.color,
      quantity: 1,
      frame_thickness: null,
      petway_panel: null,
      petway_position: null,
      reference: '',
    },
    panels: {
      is_one: true,
      is_three: false,
      panel_one: [windowPanel(height, width)],
      panel_three: [],
    },
    accessories: [],
  };
}

/** A save body for items, as the portal builds it (raw and submitted forms). */
export function orderBody(
  items: RawOrderItem[],
  statusId: number,
  details: Partial<OrderDetailsValues> = {},
): SaveOrderRequest {
  const values: OrderDetailsValues = {
    order_name: 'Smith residence',
    order_email: 'orders@example.test',
    order_phone: '0400000000',
    order_reference: 'Trade',
    order_notes: '',
    ...details,
  };
  const data: OrderData = {
    details: values,
    items: items.map((item) => ({
      id: item.id,
      item_number: item.item_number,
      notes: item.notes,
      item_data: item.item_data,
      panels: item.panels.panel_one.map((panel, index) => ({
        ...panel,
        panel_position: index + 1,
        mode: 'one' as const,
      })),
      accessories: item.accessories,
      diagram_image: null,
    })),
  };
  const raw: OrderRawData = { details: values, items };
  return {
    details: values,
    order_data: JSON.stringify(data),
    order_raw_data: JSON.stringify(raw),
    status_id: statusId as SaveOrderRequest['status_id'],
  };
}
