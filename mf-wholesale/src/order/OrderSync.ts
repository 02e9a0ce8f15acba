import { runInAction } from 'mobx';
import { isApiError } from '@platform/shared';
import {
  ORDER_STATUS,
  type OrderCustomerSummary,
  type OrderDetailsValues,
  type OrderPricing,
  type OrderStatusId,
  type RawOrderItem,
  type WholesaleOrderDetails,
} from '@platform/shared/wholesale';
import type { Catalogue } from '../domain/catalogue';
import { emptyItem } from '../domain/items';
import { emptyDetails, parseRawData } from '../domain/payload';
import { loadCatalogue } from '../services/catalogueCache';
import { hasUnsavedEdits, readDraft, removeDraft, type LocalDraft } from '../services/localDraft';
import { fingerprint } from '../services/otpMarkers';
import type { WholesaleApi } from '../services/wholesaleApi';
import type { OrderAutosave } from './OrderAutosave';

/** The management portal's page configuration (spec §4: identified by its api_url). */
export interface OrderPageConfig {
  /** URL template of the staff order call, e.g. '/wholesale/order/{id}/details'. */
  api_url?: string;
  /** Read-only unless staff switch on edit-for-customer. */
  readonly?: boolean;
}

/** 'offline': the order could not be fetched, the form shows the edits kept on this device. */
export type LoadState = 'loading' | 'ready' | 'offline' | 'failed';

/** What the sync reads and writes of the order form (fields are the store's observables). */
export interface OrderSyncHost {
  loadState: LoadState;
  orderId: number | 'new';
  statusId: OrderStatusId | null;
  statusName: string;
  statusColor: string;
  isVerified: boolean;
  canVoid: boolean;
  canApprove: boolean;
  customer: OrderCustomerSummary | null;
  details: OrderDetailsValues;
  items: RawOrderItem[];
  catalogue: Catalogue;
  pricing: OrderPricing | null;
  /** The job an approved order became (staff see a link to it). */
  jobId: number | null;
  editForCustomer: boolean;
  loadedAt: number;
  readonly autosave: Pick<OrderAutosave, 'start'>;
  readonly linkKey: string | null;
  readonly config: OrderPageConfig;
  readonly client: WholesaleApi;
  readonly isManagementPortal: boolean;
  readonly isStaff: boolean;
  readonly portalPath: string;
  readonly draftStorageKey: string | null;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** Order fetch retries (spec §9: 3, and 0 right after a submit). */
export const ORDER_FETCH_RETRIES = 3;

/**
 * The order page's sync with the server: loading the order and the dropdown data (with the
 * device's copy of a draft when the server cannot be reached), applying what the server answers
 * to the page's store, and taking the status back from the server after an outage.
 */
export class OrderSync {
  readonly #store: OrderSyncHost;

  constructor(store: OrderSyncHost) {
    this.#store = store;
  }

  async load(retries = ORDER_FETCH_RETRIES): Promise<void> {
    this.#store.loadState = 'loading';
    const scope = this.#store.linkKey ? fingerprint(this.#store.linkKey) : 'staff';
    const local = this.#store.draftStorageKey ? readDraft(this.#store.draftStorageKey) : null;
    try {
      const [catalogue, order] = await Promise.all([
        loadCatalogue(this.#store.isStaff, scope, this.#store.client),
        this.#store.orderId === 'new'
          ? Promise.resolve(null)
          : this.#store.client.orderDetails(this.#store.orderId, {
              staff: this.#store.isManagementPortal,
              retries,
              urlTemplate: this.#store.config.api_url,
            }),
      ]);
      runInAction(() => {
        this.#store.catalogue = catalogue;
        if (order) this.#apply(order);
        else this.#applyNew(catalogue);
        this.#startAutosave(local);
        this.#store.loadState = 'ready';
        this.#store.loadedAt = Date.now();
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404 && !this.#store.isManagementPortal) {
        if (this.#store.draftStorageKey) removeDraft(this.#store.draftStorageKey);
        this.#store.navigate(this.#store.portalPath, { replace: true });
        return;
      }
      runInAction(() => {
        if (hasUnsavedEdits(local)) {
          // The server cannot be reached: carry on from the edits this device kept.
          this.#store.statusId = this.#store.orderId === 'new' ? null : ORDER_STATUS.DRAFT;
          this.#startAutosave(local);
          this.#store.loadState = 'offline';
          this.#store.loadedAt = Date.now();
        } else {
          this.#store.loadState = 'failed';
        }
      });
      void this.#retryCatalogue(scope);
    }
  }

  async #retryCatalogue(scope: string): Promise<void> {
    try {
      const catalogue = await loadCatalogue(this.#store.isStaff, scope, this.#store.client);
      runInAction(() => {
        this.#store.catalogue = catalogue;
      });
    } catch {
      // Names come back with the next successful load.
    }
  }

  #applyStatus(order: WholesaleOrderDetails): void {
    this.#store.statusId = order.order_status;
    this.#store.statusName = order.status_name;
    this.#store.statusColor = order.status_color;
    this.#store.isVerified = order.is_verified;
    this.#store.customer = order.customer;
  }

  #apply(order: WholesaleOrderDetails): void {
    this.#store.orderId = order.id;
    this.#applyStatus(order);
    this.#store.canVoid = order.can_void;
    this.#store.canApprove = order.can_approve;
    this.#store.jobId = order.job_id ?? null;
    this.#store.pricing = order.pricing;
    const raw = parseRawData(order.order_raw_data);
    this.#store.details = {
      ...emptyDetails(order.customer),
      ...(raw?.details ?? {}),
      order_name: raw?.details.order_name ?? order.order_name,
      order_notes: raw?.details.order_notes ?? order.order_notes,
      order_reference: order.customer.full_name,
    };
    this.#store.items = raw?.items ?? [emptyItem(1)];
    if (order.order_status !== ORDER_STATUS.SUBMITTED) this.#store.editForCustomer = false;
  }

  #applyNew(catalogue: Catalogue): void {
    const [self] = catalogue.customers;
    this.#store.statusId = null;
    this.#store.customer = self
      ? {
          id: self.id,
          full_name: self.full_name,
          email: self.email,
          mobile: self.mobile,
          wholesale_order_limit: self.wholesale_order_limit,
        }
      : null;
    this.#store.details = emptyDetails(this.#store.customer ?? undefined);
    this.#store.items = [emptyItem(1)];
  }

  #startAutosave(local: LocalDraft | null): void {
    const restored = this.#store.autosave.start(local);
    if (!restored) return;
    this.#store.details = {
      ...restored.details,
      order_reference: this.#store.details.order_reference || restored.details.order_reference,
    };
    this.#store.items = restored.items;
  }

  /**
   * Called after every draft save: when the page was opened from the device's copy during an
   * outage, take the order's status and customer from the server now, keeping the sheet.
   */
  afterOutage(): void {
    if (this.#store.loadState === 'offline') void this.#refreshStatus();
  }

  async #refreshStatus(): Promise<void> {
    if (typeof this.#store.orderId !== 'number') return;
    try {
      const scope = this.#store.linkKey ? fingerprint(this.#store.linkKey) : 'staff';
      const [catalogue, order] = await Promise.all([
        loadCatalogue(this.#store.isStaff, scope, this.#store.client),
        this.#store.client.orderDetails(this.#store.orderId, { staff: false }),
      ]);
      runInAction(() => {
        this.#store.catalogue = catalogue;
        this.#applyStatus(order);
        this.#store.details.order_reference = order.customer.full_name;
        this.#store.loadState = 'ready';
      });
    } catch {
      // Still unreachable: the next save tries again.
    }
  }
}
