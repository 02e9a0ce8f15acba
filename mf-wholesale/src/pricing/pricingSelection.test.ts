import type { WholesaleCustomer } from '@platform/shared/wholesale';
import { EMPTY_SELECTION, changePricing } from './pricingSelection';

const customers: WholesaleCustomer[] = [
  {
    id: 1,
    organisation_id: 1,
    pricing_group_id: 5,
    full_name: 'A',
    email: 'a@x.test',
    mobile: '+61400000001',
    wholesale_order_limit: null,
  },
  {
    id: 2,
    organisation_id: 1,
    pricing_group_id: null,
    full_name: 'B',
    email: 'b@x.test',
    mobile: '+61400000002',
    wholesale_order_limit: null,
  },
];

describe('pricing selectors', () => {
  it('applications can be chosen only once a product is', () => {
    const none = changePricing(EMPTY_SELECTION, { type: 'applications', applicationIds: [1] });
    expect(none.applicationIds).toEqual([]);
    const product = changePricing(EMPTY_SELECTION, { type: 'product', productId: 10 });
    expect(
      changePricing(product, { type: 'applications', applicationIds: [1, 4] }).applicationIds,
    ).toEqual([1, 4]);
  });

  it('clearing (or changing) the product clears the applications', () => {
    let selection = changePricing(EMPTY_SELECTION, { type: 'product', productId: 10 });
    selection = changePricing(selection, { type: 'applications', applicationIds: [1] });
    expect(changePricing(selection, { type: 'product', productId: null }).applicationIds).toEqual(
      [],
    );
    expect(changePricing(selection, { type: 'product', productId: 11 }).applicationIds).toEqual([]);
    expect(changePricing(selection, { type: 'product', productId: 10 }).applicationIds).toEqual([
      1,
    ]);
  });

  it("choosing a customer sets the pricing group to the customer's group, or none", () => {
    expect(
      changePricing(EMPTY_SELECTION, { type: 'customer', customerId: 1, customers }).pricingGroupId,
    ).toBe(5);
    expect(
      changePricing(EMPTY_SELECTION, { type: 'customer', customerId: 2, customers }).pricingGroupId,
    ).toBeNull();
  });

  it('the pricing group is read-only while a customer is chosen', () => {
    const chosen = changePricing(EMPTY_SELECTION, { type: 'customer', customerId: 1, customers });
    expect(changePricing(chosen, { type: 'pricingGroup', pricingGroupId: 9 }).pricingGroupId).toBe(
      5,
    );
  });

  it('clearing the customer resets the group, which staff may then choose freely', () => {
    const chosen = changePricing(EMPTY_SELECTION, { type: 'customer', customerId: 1, customers });
    const cleared = changePricing(chosen, { type: 'customer', customerId: null, customers });
    expect(cleared).toMatchObject({ customerId: null, pricingGroupId: null });
    expect(changePricing(cleared, { type: 'pricingGroup', pricingGroupId: 9 }).pricingGroupId).toBe(
      9,
    );
  });
});
