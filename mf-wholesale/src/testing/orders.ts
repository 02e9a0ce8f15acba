import type { RawOrderItem, WholesaleOrderDetails } from '@platform/shared/wholesale';
import { emptyItem, fitPanelsToApplication } from '../domain/items';
import { OPTIONS, WINDOW } from './fixtures';

export const LINK_KEY = 'test-link-key-0123456789abcdef';

export const CUSTOMER = {
  id: 3,
  organisation_id: 1,
  pricing_group_id: 1,
  full_name: 'Harbour Trade Co',
  email: 'orders@harbourtrade.test',
  mobile: '+61400111678',
  wholesale_order_limit: null,
};

/** A window item that passes every check of the sheet. */
export function validItem(itemNumber = 1): RawOrderItem {
  const item = fitPanelsToApplication(emptyItem(itemNumber), WINDOW);
  item.item_data = {
    ...item.item_data,
    label: `Window ${itemNumber}`,
    product: 10,
    application: WINDOW.id,
    color: 20,
  };
  item.panels.panel_one[0] = { ...item.panels.panel_one[0], height: 1200, width: 900 };
  return item;
}

/** An order as GET …/details answers it. */
export function orderDetails(
  overrides: Partial<WholesaleOrderDetails> = {},
  items: RawOrderItem[] = [validItem()],
) {
  const details = {
    order_name: 'Smith residence',
    order_email: CUSTOMER.email,
    order_phone: CUSTOMER.mobile,
    order_reference: CUSTOMER.full_name,
    order_notes: '',
  };
  const order: WholesaleOrderDetails = {
    id: 42,
    order_name: details.order_name,
    order_date: null,
    order_notes: '',
    status_name: 'Draft',
    order_status: 6,
    status_color: '#8c8c8c',
    status_code: 'draft',
    is_verified: false,
    order_data: JSON.stringify({ details, items: [] }),
    order_raw_data: JSON.stringify({ details, items }),
    customer: { ...CUSTOMER },
    can_void: false,
    can_approve: false,
    pricing: null,
    job_id: null,
    ...overrides,
  };
  return order;
}

export const DROPDOWN = {
  ...OPTIONS,
  customers: [CUSTOMER],
  customerPricingGroups: [{ id: 1, name: 'Trade Standard' }],
};
