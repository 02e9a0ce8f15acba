import { runInAction } from 'mobx';
import {
  ORDER_STATUS,
  type OrderDetailsValues,
  type OrderPricing,
  type OrderStatusId,
  type RawOrderItem,
  type SaveOrderRequest,
} from '@platform/shared/wholesale';
import type { WholesaleApi } from '../services/wholesaleApi';

/** What staff editing needs of the order form (fields are the store's observables). */
export interface StaffEditingHost {
  orderId: number | 'new';
  details: OrderDetailsValues;
  items: RawOrderItem[];
  editForCustomer: boolean;
  pricing: OrderPricing | null;
  showErrors: boolean;
  readonly isManagementPortal: boolean;
  readonly client: WholesaleApi;
  body(statusId: OrderStatusId): SaveOrderRequest;
}

/**
 * Staff "Edit for Customer": a copy of the order is kept to cancel back to, and the prices of
 * the edited sheet are computed by the server a second after the last change.
 */
export class StaffEditing {
  #snapshot: { details: OrderDetailsValues; items: RawOrderItem[] } | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: StaffEditingHost) {}

  start(): void {
    this.#snapshot = {
      details: { ...this.host.details },
      items: JSON.parse(JSON.stringify(this.host.items)) as RawOrderItem[],
    };
    runInAction(() => {
      this.host.editForCustomer = true;
    });
  }

  cancel(): void {
    const snapshot = this.#snapshot;
    runInAction(() => {
      if (snapshot) {
        this.host.details = snapshot.details;
        this.host.items = snapshot.items;
      }
      this.host.showErrors = false;
    });
    this.end();
    void this.reprice();
  }

  end(): void {
    this.#snapshot = null;
    runInAction(() => {
      this.host.editForCustomer = false;
    });
  }

  changed(): void {
    if (!this.host.editForCustomer) return;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.reprice(), 1_000);
  }

  async reprice(): Promise<void> {
    const { host } = this;
    if (!host.isManagementPortal || host.orderId === 'new') return;
    try {
      const pricing = await host.client.priceOrder(
        host.orderId,
        host.body(ORDER_STATUS.DRAFT).order_data,
      );
      runInAction(() => {
        host.pricing = pricing;
      });
    } catch {
      // The previous prices stay until the next edit.
    }
  }

  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
  }
}
