import * as shared from '@platform/shared/contracts';
import * as local from './contract';

// The API repeats the kernel's wholesale values (it imports only types at run time); they must match.
describe('wholesale contract values', () => {
  it('match the kernel contract', () => {
    expect(local.ORDER_STATUS).toEqual(shared.ORDER_STATUS);
    expect(local.ORDER_STATUSES).toEqual(shared.ORDER_STATUSES);
    expect(local.ORDER_TRANSITIONS).toEqual(shared.ORDER_TRANSITIONS);
    expect(local.WHOLESALE_PRICE_ERRORS).toEqual(shared.WHOLESALE_PRICE_ERRORS);
    expect(local.DEFAULT_ORDER_LIMIT).toBe(shared.WHOLESALE_LIMITS.defaultOrderLimit);
  });
});
