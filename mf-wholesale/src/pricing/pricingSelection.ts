import type { WholesaleCustomer } from '@platform/shared/wholesale';

/** What the pricing screen shows: a product, its applications, and for staff a customer or group. */
export interface PricingSelection {
  productId: number | null;
  applicationIds: number[];
  customerId: number | null;
  pricingGroupId: number | null;
}

export const EMPTY_SELECTION: PricingSelection = {
  productId: null,
  applicationIds: [],
  customerId: null,
  pricingGroupId: null,
};

export type PricingChange =
  | { type: 'product'; productId: number | null }
  | { type: 'applications'; applicationIds: number[] }
  | { type: 'customer'; customerId: number | null; customers: WholesaleCustomer[] }
  | { type: 'pricingGroup'; pricingGroupId: number | null };

/**
 * The pricing screen's rules (spec §4): clearing the product clears the applications; choosing a
 * customer sets the pricing group to theirs (or none) and clearing it resets the group; the
 * group can be chosen only while no customer is.
 */
export function changePricing(
  selection: PricingSelection,
  change: PricingChange,
): PricingSelection {
  switch (change.type) {
    case 'product':
      return {
        ...selection,
        productId: change.productId,
        applicationIds: change.productId === selection.productId ? selection.applicationIds : [],
      };
    case 'applications':
      return selection.productId === null
        ? selection
        : { ...selection, applicationIds: change.applicationIds };
    case 'customer': {
      const customer = change.customers.find((c) => c.id === change.customerId);
      return {
        ...selection,
        customerId: customer ? customer.id : null,
        pricingGroupId: customer ? customer.pricing_group_id : null,
      };
    }
    case 'pricingGroup':
      return selection.customerId === null
        ? { ...selection, pricingGroupId: change.pricingGroupId }
        : selection;
  }
}
