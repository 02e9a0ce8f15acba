import { compareStructural, computed, makeAutoObservable, type IComputedValue } from 'mobx';
import { session } from '@platform/shared';
import {
  ORDER_STATUS,
  type OrderCustomerSummary,
  type OrderDetailsValues,
  type OrderPricing,
  type OrderStatusId,
  type RawOrderItem,
  type SaveOrderRequest,
} from '@platform/shared/wholesale';
import { Catalogue } from '../domain/catalogue';
import { emptyItem, itemLimit } from '../domain/items';
import { emptyDetails, toOrderData } from '../domain/payload';
import { availableActions, autosaves, isEditable, type OrderViewContext } from '../domain/status';
import {
  validateDetails,
  validateItem,
  validateSheet,
  type FieldMessages,
} from '../domain/validation';
import { draftKey, removeDraft } from '../services/localDraft';
import { wholesaleApi, type WholesaleApi } from '../services/wholesaleApi';
import type { DraftSaver } from './DraftSaver';
import { OrderAutosave } from './OrderAutosave';
import { ORDER_FETCH_RETRIES, OrderSync, type LoadState, type OrderPageConfig } from './OrderSync';
import { SheetEditor } from './SheetEditor';
import { StaffEditing } from './StaffEditing';

export interface OrderStoreOptions {
  orderId: number | 'new';
  linkKey: string | null;
  config?: OrderPageConfig;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  client?: WholesaleApi;
  /** Pause before edits are written to local storage (hiding or leaving the page writes at once). */
  persistDelayMs?: number;
}

export { ORDER_FETCH_RETRIES };
export type { LoadState, OrderPageConfig };

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
  /** The job an approved order became (staff link to it). */
  jobId: number | null = null;
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
  readonly sync: OrderSync;
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
    this.sync = new OrderSync(this);
    makeAutoObservable(this, {
      sheet: false,
      autosave: false,
      staffEditing: false,
      sync: false,
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

  /* ------------------------------------------------------------------ server sync */

  /** Loads the order (or starts a new one) and the dropdown data; see OrderSync. */
  load(retries = ORDER_FETCH_RETRIES): Promise<void> {
    return this.sync.load(retries);
  }

  /**
   * Called after every draft save: when the page was opened from the device's copy during an
   * outage, take the order's status and customer from the server now, keeping the sheet.
   */
  afterOutage(): void {
    this.sync.afterOutage();
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
