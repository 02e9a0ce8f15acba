import { ORDER_STATUSES, orderStatusInfo, WHOLESALE_LIMITS } from '@platform/shared/wholesale';
import type { OrderStatusInfo } from '@platform/shared/contracts';

// One wholesale contract for browser and server: the API loads the kernel's compiled build of it
// (docs/decisions/164).
export {
  findTransition,
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  WHOLESALE_PRICE_ERRORS,
} from '@platform/shared/wholesale';

/** The status of an order; an unknown id reads as the first status rather than failing. */
export function statusInfo(id: number): OrderStatusInfo {
  return orderStatusInfo(id) ?? ORDER_STATUSES[0];
}

export const DEFAULT_ORDER_LIMIT = WHOLESALE_LIMITS.defaultOrderLimit;
