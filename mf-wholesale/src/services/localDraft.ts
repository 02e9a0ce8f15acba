import { storage } from '@platform/shared';
import { type OrderDetailsValues, type RawOrderItem } from '@platform/shared/wholesale';
import { fingerprint } from './otpMarkers';

/** An order's edits as kept on this device until the server has them. */
export interface LocalDraft {
  /** Grows with every edit. */
  revision: number;
  /** The highest revision the server confirmed. */
  savedRevision: number;
  details: OrderDetailsValues;
  items: RawOrderItem[];
  /** For a new order: the id the client chose, so a retried create makes one order. */
  clientRef: string;
  updatedAt: number;
}

/** Where an order's draft is kept: per link (customer) and order id, 'new' before it exists. */
export function draftKey(linkKey: string, orderId: number | 'new'): string {
  return `wholesale_draft:${fingerprint(linkKey)}:${orderId}`;
}

export function readDraft(key: string): LocalDraft | null {
  const draft = storage.get<LocalDraft>(key);
  if (!draft || !Array.isArray(draft.items) || typeof draft.revision !== 'number') return null;
  return draft;
}

export function writeDraft(key: string, draft: LocalDraft): void {
  storage.set(key, draft);
}

export function removeDraft(key: string): void {
  storage.remove(key);
}

/** True while the device holds edits the server has not confirmed. */
export function hasUnsavedEdits(draft: LocalDraft | null): draft is LocalDraft {
  return draft !== null && draft.revision > draft.savedRevision;
}

export function newClientRef(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
