import type { Generated } from 'kysely';

/** A load of a remote's module reported by a browser (ADR 159). */
export interface RemoteLoadsTable {
  id: Generated<string>;
  organisation_id: number;
  user_id: number | null;
  /** Federation container name, e.g. mf_auth. */
  remote: string;
  /** The release folder that was loaded, e.g. 0.1.0-8c0326c2d8. */
  version: string;
  /** The exposed module, e.g. ./app. */
  module: string;
  /** 'loaded' for a load that succeeded, else the phase it failed in (manifest, entry, …). */
  phase: string;
  duration_ms: number;
  /** The error's class (TimeoutError, TypeError, …); null for a load that succeeded. */
  error_class: string | null;
  created_at: Date;
}

/** The HMAC key of per-browser overrides (ADR 160); one row, id 1. */
export interface DeliverySigningKeysTable {
  id: number;
  secret: string;
  created_at: Date;
}

declare module '../../core/database' {
  interface Database {
    remote_loads: RemoteLoadsTable;
    delivery_signing_keys: DeliverySigningKeysTable;
  }
}
