import type { OrderData, OrderDetailsValues } from '@platform/shared/contracts';
import { HttpError } from '../../core/http';
import type { CatalogueData } from './catalogue';
import { checkSubmission } from './order-checks';

const CATALOGUE: CatalogueData = {
  applications: [],
  products: [],
  colours: [],
  accessories: [],
  frame_thicknesses: [],
  lock_sides: [],
};

function errorsFor(order_phone: string): Record<string, string[]> {
  const details: OrderDetailsValues = {
    order_name: 'Front door',
    order_email: 'trade@example.test',
    order_phone,
    order_reference: 'Trade',
    order_notes: '',
  };
  const data: OrderData = { details, items: [] };
  try {
    checkSubmission(details, data, CATALOGUE);
  } catch (error) {
    if (error instanceof HttpError) return (error.options.errors ?? {}) as Record<string, string[]>;
    throw error;
  }
  throw new Error('an order without items was accepted');
}

describe('submitted order details: phone', () => {
  it("refuses a phone that is not a valid number with 'Please enter a valid phone number'", () => {
    expect(errorsFor('0412 345')['details.order_phone']).toEqual([
      'Please enter a valid phone number',
    ]);
    expect(errorsFor('call me')['details.order_phone']).toEqual([
      'Please enter a valid phone number',
    ]);
  });
  it('accepts national and international forms, and reports a missing one as required', () => {
    expect(errorsFor('0412 345 678')['details.order_phone']).toBeUndefined();
    expect(errorsFor('+61 2 9876 5432')['details.order_phone']).toBeUndefined();
    expect(errorsFor('')['details.order_phone']).toEqual(['This field is required.']);
  });
});
