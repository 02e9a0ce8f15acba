import {
  compareStructural,
  computed,
  makeAutoObservable,
  runInAction,
  type IComputedValue,
} from 'mobx';
import {
  ORDER_STATUS,
  isApiError,
  session,
  type OrderCustomerSummary,
  type OrderDetailsValues,
  type OrderPricing,
  type OrderStatusId,
  type RawOrderItem,
  type SaveOrderRequest,
  type WholesaleOrderDetails,
} from '@platform/shared';
import { Catalogue } from '../domain/catalogue';
import { emptyItem, itemLimit } from '../domain/items';
import { emptyDetails, parseRawData, toOrderData } from '../domain/payload';
import { availableActions, autosaves, isEditable, type OrderViewContext } from '../domain/status';
import {
  validateDetails,
  validateItem,
  validateSheet,
  type FieldMessages,
} from '../domain/validation';
import { loadCatalogue } from '../services/catalogueCache';
import {
  draftKey,
  hasUnsavedEdits,
  readDraft,
  removeDraft,
  type LocalDraft,
} from '../services/localDraft';
import { fingerprint } from '../services/otpMarkers';
import { wholesaleApi, type WholesaleApi } from '../services/wholesaleApi';
import type { DraftSaver } from './DraftSaver';
import { OrderAutosave } from './OrderAutosave';
import { SheetEditor } from './SheetEditor';
import { StaffEditing } from './StaffEditing';

/** The management portal's page configuration (spec §4: identified by its api_url). */
export interface OrderPageConfig {
  /** URL template of the staff order call, e.g. '/wholesale/order/{id}/details'. */
  api_url?: string;
  /** Read-only unless staff switch on edit-for-customer. */
  readonly?: boolean;
}

export interface OrderStoreOptions {
  orderId: number | 'new';
  linkKey: string | null;
  config?: OrderPageConfig;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  client?: WholesaleApi;
  /** Pause before edits are written to local storage (hiding or leaving the page writes at once). */
  persistDelayMs?: number;
}

/** 'offline': the order could not be fetched, the form shows the edits kept on this device. */
export type LoadState = 'loading' | 'ready' | 'offline' | 'failed';

/** Order fetch retries (spec §9: 3, and 0 right after a submit). */
export const ORDER_FETCH_RETRIES = 3;

/** The state of one order form: the order, its sheet, its workflow context and its autosave. */
export class OrderStore {
  loadState: LoadState = 'loading';
  orderId: number | 'new';
  statusId: OrderStatusId | null = null;
  statusName = '';
  statusColor = '';
  isVerified = false;
  canVoid = false;
  canApprove = false;
  customer: OrderCustomerSummary | null = null;
  details: OrderDetailsValues = emptyDetails();
  items: RawOrderItem[] = [emptyItem(1)];
  catalogue: Catalogue = Catalogue.empty();
  pricing: OrderPricing | null = null;
  editForCustomer = false;
  /** Set by a submit attempt: from then on every invalid field shows its message. */
  showErrors = false;
  loadedAt = 0;
  readonly sheet: SheetEditor;
  readonly autosave: OrderAutosave;
  readonly staffEditing: StaffEditing;
  readonly linkKey: string | null;
  readonly config: OrderPageConfig;
  readonly client: WholesaleApi;
  readonly #navigate: OrderStoreOptions['navigate'];
  readonly #itemErrors = new WeakMap<RawOrderItem, IComputedValue<FieldMessages>>();

  constructor(options: OrderStoreOptions) {
    this.orderId = options.orderId;
    this.linkKey = options.linkKey;
    this.config = options.config ?? {};
    this.client = options.client ?? wholesaleApi;
    this.#navigate = options.navigate;
    this.sheet = new SheetEditor(this, (change) => this.changed(change));
    this.autosave = new OrderAutosave(this, options.persistDelayMs ?? 250);
    this.staffEditing = new StaffEditing(this);
    makeAutoObservable(this, {
      sheet: false,
      autosave: false,
      staffEditing: false,
      linkKey: false,
      config: false,
      client: false,
      errorsFor: false,
    });
  }

  get saver(): DraftSaver | null {
    return this.autosave.saver;
  }

  get clientRef(): string {
    return this.autosave.clientRef;
  }

  get isManagementPortal(): boolean {
    return Boolean(this.config.api_url);
  }

  get isStaff(): boolean {
    return session.isLoggedIn;
  }

  get context(): OrderViewContext {
    return {
      statusId: this.statusId,
      isStaff: this.isStaff,
      isManagementPortal: this.isManagementPortal,
      configReadonly: this.config.readonly ?? true,
      editForCustomer: this.editForCustomer,
      canVoid: this.canVoid,
      canApprove: this.canApprove,
      hasId: this.orderId !== 'new',
    };
  }

  get editable(): boolean {
    return this.loadState !== 'loading' && this.loadState !== 'failed' && isEditable(this.context);
  }

  get actions() {
    return availableActions(this.context);
  }

  get autosaves(): boolean {
    return autosaves(this.context);
  }

  get itemLimit(): number {
    return itemLimit(this.customer?.wholesale_order_limit);
  }

  get validation() {
    return validateSheet(this.items, this.catalogue);
  }

  /**
   * One item's messages, kept per item and compared by value, so a card re-renders only when
   * its own messages change.
   */
  errorsFor(item: RawOrderItem): FieldMessages {
    let errors = this.#itemErrors.get(item);
    if (!errors) {
      errors = computed(() => validateItem(item, this.catalogue), { equals: compareStructural });
      this.#itemErrors.set(item, errors);
    }
    return errors.get();
  }

  get detailsErrors() {
    return validateDetails(this.details);
  }

  get portalPath(): string {
    return `/public/wholesale?key=${encodeURIComponent(this.linkKey ?? '')}`;
  }

  /** The local storage key of this order's draft (customers only). */
  get draftStorageKey(): string | null {
    return this.linkKey && !this.isManagementPortal ? draftKey(this.linkKey, this.orderId) : null;
  }

  /* ------------------------------------------------------------------ loading */

  async load(retries = ORDER_FETCH_RETRIES): Promise<void> {
    this.loadState = 'loading';
    const scope = this.linkKey ? fingerprint(this.linkKey) : 'staff';
    const local = this.draftStorageKey ? readDraft(this.draftStorageKey) : null;
    try {
      const [catalogue, order] = await Promise.all([
        loadCatalogue(this.isStaff, scope, this.client),
        this.orderId === 'new'
          ? Promise.resolve(null)
          : this.client.orderDetails(this.orderId, {
              staff: this.isManagementPortal,
              retries,
              urlTemplate: this.config.api_url,
            }),
      ]);
      runInAction(() => {
        this.catalogue = catalogue;
        if (order) this.#apply(order);
        else this.#applyNew(catalogue);
        this.#startAutosave(local);
        this.loadState = 'ready';
        this.loadedAt = Date.now();
      });
    } catch (error) {
      if (isApiError(error) && error.status === 404 && !this.isManagementPortal) {
        if (this.draftStorageKey) removeDraft(this.draftStorageKey);
        this.#navigate(this.portalPath, { replace: true });
        return;
      }
      runInAction(() => {
        if (hasUnsavedEdits(local)) {
          // The server cannot be reached: carry on from the edits this device kept.
          this.statusId = this.orderId === 'new' ? null : ORDER_STATUS.DRAFT;
          this.#startAutosave(local);
          this.loadState = 'offline';
          this.loadedAt = Date.now();
        } else {
          this.loadState = 'failed';
        }
      });
      void this.#retryCatalogue(scope);
    }
  }

  async #retryCatalogue(scope: string): Promise<void> {
    try {
      const catalogue = await loadCatalogue(this.isStaff, scope, this.client);
      runInAction(() => {
        this.catalogue = catalogue;
      });
    } catch {
      // Names come back with the next successful load.
    }
  }

  #applyStatus(order: WholesaleOrderDetails): void {
    this.statusId = order.order_status;
    this.statusName = order.status_name;
    this.statusColor = order.status_color;
    this.isVerified = order.is_verified;
    this.customer = order.customer;
  }

  #apply(order: WholesaleOrderDetails): void {
    this.orderId = order.id;
    this.#applyStatus(order);
    this.canVoid = order.can_void;
    this.canApprove = order.can_approve;
    this.pricing = order.pricing;
    const raw = parseRawData(order.order_raw_data);
    this.details = {
      ...emptyDetails(order.customer),
      ...(raw?.details ?? {}),
      order_name: raw?.details.order_name ?? order.order_name,
      order_notes: raw?.details.order_notes ?? order.order_notes,
      order_reference: order.customer.full_name,
    };
    this.items = raw?.items ?? [emptyItem(1)];
    if (order.order_status !== ORDER_STATUS.SUBMITTED) this.editForCustomer = false;
  }

  #applyNew(catalogue: Catalogue): void {
    const [self] = catalogue.customers;
    this.statusId = null;
    this.customer = self
      ? {
          id: self.id,
          full_name: self.full_name,
          email: self.email,
          mobile: self.mobile,
          wholesale_order_limit: self.wholesale_order_limit,
        }
      : null;
    this.details = emptyDetails(this.customer ?? undefined);
    this.items = [emptyItem(1)];
  }

  #startAutosave(local: LocalDraft | null): void {
    const restored = this.autosave.start(local);
    if (!restored) return;
    this.details = {
      ...restored.details,
      order_reference: this.details.order_reference || restored.details.order_reference,
    };
    this.items = restored.items;
  }

  /**
   * Called after every draft save: when the page was opened from the device's copy during an
   * outage, take the order's status and customer from the server now, keeping the sheet.
   */
  afterOutage(): void {
    if (this.loadState === 'offline') void this.#refreshStatus();
  }

  async #refreshStatus(): Promise<void> {
    if (typeof this.orderId !== 'number') return;
    try {
      const scope = this.linkKey ? fingerprint(this.linkKey) : 'staff';
      const [catalogue, order] = await Promise.all([
        loadCatalogue(this.isStaff, scope, this.client),
        this.client.orderDetails(this.orderId, { staff: false }),
      ]);
      runInAction(() => {
        this.catalogue = catalogue;
        this.#applyStatus(order);
        this.details.order_reference = order.customer.full_name;
        this.loadState = 'ready';
      });
    } catch {
      // Still unreachable: the next save tries again.
    }
  }

  /* ------------------------------------------------------------------ edits */

  setDetail(field: keyof OrderDetailsValues, value: string): void {
    if (field === 'order_reference' || !this.editable) return;
    this.details[field] = value;
    this.changed();
  }

  /** Every edit: kept locally, autosaved (at once when the number of items changed), repriced for staff. */
  changed(change: { immediate?: boolean } = {}): void {
    this.autosave.edited(change);
    this.staffEditing.changed();
  }

  persistNow(): void {
    this.autosave.persistNow();
  }

  /** The request body for the current state. */
  body(statusId: OrderStatusId): SaveOrderRequest {
    const details = { ...this.details };
    return {
      details,
      order_data: JSON.stringify(toOrderData(details, this.items, this.catalogue)),
      order_raw_data: JSON.stringify({ details, items: this.items }),
      status_id: statusId,
    };
  }

  suspendAutosave(): Promise<() => void> {
    return this.autosave.suspend();
  }

  forgetLocalDraft(): void {
    this.autosave.forget();
  }

  /** The order got its id (first save or submit of a new order): the address bar shows it. */
  adoptId(id: number): void {
    const oldKey = this.draftStorageKey;
    this.orderId = id;
    if (this.statusId === null) this.statusId = ORDER_STATUS.DRAFT;
    if (oldKey) removeDraft(oldKey);
    if (this.linkKey) {
      this.#navigate(`/public/wholesale/${id}/details?key=${encodeURIComponent(this.linkKey)}`, {
        replace: true,
      });
    }
  }

  /* ------------------------------------------------------------------ staff edit mode */

  startEditForCustomer(): void {
    this.staffEditing.start();
  }

  cancelEdits(): void {
    this.staffEditing.cancel();
  }

  endEditMode(): void {
    this.staffEditing.end();
  }

  /* ------------------------------------------------------------------ small setters */

  /** Replaces the whole sheet (reset). */
  replaceSheet(details: OrderDetailsValues, items: RawOrderItem[]): void {
    this.details = details;
    this.items = items;
    this.showErrors = false;
    this.changed({ immediate: true });
  }

  setShowErrors(show: boolean): void {
    this.showErrors = show;
  }

  setItems(items: RawOrderItem[]): void {
    this.items = items;
  }

  markVerified(): void {
    this.isVerified = true;
  }

  navigate(path: string, options?: { replace?: boolean }): void {
    this.#navigate(path, options);
  }

  dispose(): void {
    this.autosave.dispose();
    this.staffEditing.dispose();
  }
}
