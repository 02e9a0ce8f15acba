import { makeAutoObservable, runInAction } from 'mobx';
import { bus } from '@platform/shared';
import {
  ORDER_STATUS,
  type OrderDetailsValues,
  type OrderStatusId,
  type RawOrderItem,
  type SaveOrderRequest,
} from '@platform/shared/wholesale';
import {
  hasUnsavedEdits,
  newClientRef,
  removeDraft,
  writeDraft,
  type LocalDraft,
} from '../services/localDraft';
import type { WholesaleApi } from '../services/wholesaleApi';
import { DraftSaver } from './DraftSaver';

/** What autosave needs of the order form. */
export interface AutosaveHost {
  orderId: number | 'new';
  linkKey: string | null;
  details: OrderDetailsValues;
  items: RawOrderItem[];
  readonly autosaves: boolean;
  readonly draftStorageKey: string | null;
  readonly client: WholesaleApi;
  body(statusId: OrderStatusId): SaveOrderRequest;
  /** A new order was created by its first save. */
  adoptId(id: number): void;
  /** A save went through while the page showed the device's copy. */
  afterOutage(): void;
}

/**
 * A customer's draft: every edit is written to local storage at once (after a short pause, and
 * when the page is hidden) and saved to the server in the background; the device's copy is
 * removed only once the server has the newest edit. A reloaded page continues from it.
 */
export class OrderAutosave {
  saver: DraftSaver | null = null;
  readonly #host: AutosaveHost;
  readonly #persistDelayMs: number;
  #persistTimer: ReturnType<typeof setTimeout> | null = null;
  #clientRef = newClientRef();

  constructor(host: AutosaveHost, persistDelayMs: number) {
    this.#host = host;
    this.#persistDelayMs = persistDelayMs;
    makeAutoObservable(this);
  }

  /** The id this client gave a new order (sent with its create, so a retry makes one order). */
  get clientRef(): string {
    return this.#clientRef;
  }

  /**
   * Starts autosaving a loaded draft. Unsaved edits this device kept win over the server's copy
   * and are saved again; returns them so the form can show them.
   */
  start(local: LocalDraft | null): LocalDraft | null {
    this.stop();
    const key = this.#host.draftStorageKey;
    if (!this.#host.autosaves) {
      if (local && key) removeDraft(key);
      return null;
    }
    const saver = new DraftSaver({ save: (revision) => this.#save(revision) });
    this.saver = saver;
    if (local?.clientRef) this.#clientRef = local.clientRef;
    if (hasUnsavedEdits(local)) {
      saver.restore(local.revision, local.savedRevision);
      saver.online();
      return local;
    }
    if (local && key) removeDraft(key);
    return null;
  }

  edited(change: { immediate?: boolean }): void {
    if (!this.saver) return;
    this.saver.edited(change);
    if (this.#persistTimer !== null) clearTimeout(this.#persistTimer);
    this.#persistTimer = setTimeout(() => this.persistNow(), this.#persistDelayMs);
  }

  /** Writes unsaved edits to local storage now (also when the page is hidden or unloaded). */
  persistNow(): void {
    if (this.#persistTimer !== null) clearTimeout(this.#persistTimer);
    this.#persistTimer = null;
    const key = this.#host.draftStorageKey;
    if (!key || !this.saver || !this.saver.hasUnsaved) return;
    writeDraft(key, {
      revision: this.saver.revision,
      savedRevision: this.saver.savedRevision,
      details: this.#host.details,
      items: this.#host.items,
      clientRef: this.#clientRef,
      updatedAt: Date.now(),
    });
  }

  /**
   * Stops autosaving before a workflow change and waits for a save already sent, so no draft
   * save can arrive after the change. Returns the way to resume if the change fails.
   */
  async suspend(): Promise<() => void> {
    const saver = this.saver;
    if (!saver) return () => undefined;
    this.persistNow();
    saver.dispose();
    await saver.settled();
    const { revision, savedRevision } = saver;
    runInAction(() => {
      this.saver = null;
    });
    return () =>
      runInAction(() => {
        if (!this.#host.autosaves || this.saver) return;
        const resumed = new DraftSaver({ save: (next) => this.#save(next) });
        resumed.restore(revision, savedRevision);
        this.saver = resumed;
        resumed.online();
      });
  }

  /** After a workflow change the server has everything: forget the device's copy. */
  forget(): void {
    const key = this.#host.draftStorageKey;
    if (key) removeDraft(key);
  }

  stop(): void {
    this.saver?.dispose();
    this.saver = null;
  }

  dispose(): void {
    this.persistNow();
    this.stop();
  }

  async #save(revision: number): Promise<void> {
    const host = this.#host;
    const body = host.body(ORDER_STATUS.DRAFT);
    if (host.orderId === 'new') {
      if (!host.linkKey) throw new Error('A new order needs a link key');
      const created = await host.client.createOrder(
        {
          ...body,
          key: host.linkKey,
          diagram_image: null,
          client_ref: this.#clientRef,
          is_draft_save: true,
        },
        { silent: true },
      );
      runInAction(() => host.adoptId(created.id));
    } else {
      await host.client.saveOrder(host.orderId, { ...body, is_draft_save: true }, { silent: true });
    }
    const key = host.draftStorageKey;
    if (key && this.saver) {
      if (this.saver.revision <= revision) removeDraft(key);
      else this.persistNow();
    }
    if (typeof host.orderId === 'number') {
      bus.publish('wholesale/order-changed', { orderId: host.orderId, status: ORDER_STATUS.DRAFT });
    }
    host.afterOutage();
  }
}
