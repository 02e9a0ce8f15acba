import { decodeStoredValue, encodeStoredValue } from './encoding';

/** The spec's alert texts for storage and cookie failures. */
export const STORAGE_ALERTS = {
  cookiesDisabled: 'Cookies are disabled, please enable and try again.',
  storageFailed: 'Something has gone wrong, are cookies enabled? Please contact administration.',
} as const;

export type StorageAlert = (message: string) => void;

export interface StorageEnvironment {
  /** The browser storage to use; may throw (blocked by privacy settings or policy). */
  backend: () => Storage;
  /** False when the browser reports cookies (and with them site storage) disabled. */
  cookiesEnabled: () => boolean;
}

const alertState: { alert: StorageAlert; raised: Set<string> } = {
  alert: (message) => globalThis.alert?.(message),
  raised: new Set(),
};

/**
 * Replaces the alert used for storage failures (tests, or a nicer dialog in the shell) and
 * forgets which alerts were already raised.
 */
export function configureStorage(options: { alert?: StorageAlert }): void {
  if (options.alert) alertState.alert = options.alert;
  alertState.raised.clear();
}

// window.alert blocks the page, so each message is raised once per page load.
function raise(message: string): void {
  if (alertState.raised.has(message)) return;
  alertState.raised.add(message);
  alertState.alert(message);
}

/**
 * Encoded key/value storage over localStorage or sessionStorage. When the browser storage is
 * unusable it raises the spec's alert and keeps values in memory, so the page still works
 * until it is reloaded.
 */
export class EncodedStorage {
  readonly #environment: StorageEnvironment;
  readonly #memory = new Map<string, string>();

  constructor(environment: StorageEnvironment) {
    this.#environment = environment;
  }

  get<T>(key: string): T | null {
    const raw = this.#use((store) => store.getItem(key)) ?? this.#memory.get(key) ?? null;
    return raw === null ? null : decodeStoredValue<T>(raw);
  }

  set(key: string, value: unknown): void {
    if (value === undefined || value === null) {
      this.remove(key);
      return;
    }
    const encoded = encodeStoredValue(value);
    const written = this.#use((store) => {
      store.setItem(key, encoded);
      return true;
    });
    if (written) this.#memory.delete(key);
    else this.#memory.set(key, encoded);
  }

  remove(key: string): void {
    this.#memory.delete(key);
    this.#use((store) => {
      store.removeItem(key);
      return true;
    });
  }

  clear(): void {
    this.#memory.clear();
    this.#use((store) => {
      store.clear();
      return true;
    });
  }

  #use<R>(operation: (store: Storage) => R): R | null {
    if (!this.#environment.cookiesEnabled()) {
      raise(STORAGE_ALERTS.cookiesDisabled);
      return null;
    }
    try {
      return operation(this.#environment.backend());
    } catch {
      raise(STORAGE_ALERTS.storageFailed);
      return null;
    }
  }
}

function cookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

/** Encoded helpers on localStorage. */
export const storage = new EncodedStorage({ backend: () => window.localStorage, cookiesEnabled });

/** Encoded helpers on sessionStorage (one browser tab). */
export const sessionStore = new EncodedStorage({
  backend: () => window.sessionStorage,
  cookiesEnabled,
});
