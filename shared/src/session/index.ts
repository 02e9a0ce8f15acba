export { session, SessionStore, FONT_SIZES, DEFAULT_FONT_SIZE } from './SessionStore';
export type { SessionStoreOptions, WholesaleSession } from './SessionStore';
export { storage, sessionStore, EncodedStorage, configureStorage, STORAGE_ALERTS } from './storage';
export type { StorageAlert, StorageEnvironment } from './storage';
export { encodeStoredValue, decodeStoredValue } from './encoding';
export { STORAGE_KEYS } from './keys';
