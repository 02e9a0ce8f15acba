import type { AppNotification } from '../../contracts';

/** The phase of loading or running a remote that failed. */
export type RemotePhase =
  'manifest' | 'compatibility' | 'entry' | 'module' | 'bootstrap' | 'mount' | 'unmount' | 'render';

/** Events owned by the shell and the kernel. */
export type PlatformEvents =
  | {
      type: 'remote/failed';
      remote: string;
      version: string;
      phase: RemotePhase;
      message: string;
      /** A failed load (not a render or mount): how long it took, and the class of its error. */
      load?: { module: string; durationMs: number; errorClass: string };
      /**
       * A failed start of a loaded app (its bootstrap or mount threw or timed out): the module and
       * the class of its error. Load telemetry counts it, so a canary that loads but cannot start
       * is rolled back like one that cannot load (ADR 161).
       */
      start?: { module: string; errorClass: string };
    }
  /** A module of a remote loaded (load telemetry: ADR 159). */
  | { type: 'remote/loaded'; remote: string; version: string; module: string; durationMs: number }
  | { type: 'remote/recovered'; remote: string; version: string }
  | { type: 'remote/mounted'; remote: string; version: string }
  | { type: 'navigate'; path: string; replace?: boolean }
  | { type: 'session/changed'; userId: number | null }
  | { type: 'session/expired'; intended: string }
  | { type: 'page/title'; pageName?: string; tabName?: string }
  | { type: 'page/dirty'; source: string; dirty: boolean }
  | { type: 'sidebar/open'; multiViewId: number }
  | { type: 'sidebar/close' }
  | { type: 'version/outdated'; current: string; required: string }
  | { type: 'notification/received'; notification: AppNotification }
  | { type: 'notifications/count'; count: number }
  | { type: 'realtime/update'; event: string; payload: unknown }
  /** The shell's hub connection opened or closed (the current state: `realtimeStatus`). */
  | { type: 'realtime/status'; connected: boolean };
