import { fetchOnce } from './prefetch';

/** Configuration read at start-up from the shell's origin: nothing environment-specific is built in. */
export interface RuntimeConfig {
  productName: string;
  /** 'production', 'staging', 'development'… */
  environment: string;
  apiBaseUrl: string;
  remotesManifestUrl: string;
  remoteTimeoutMs: number;
  /** Per-remote overrides of remoteTimeoutMs, by container name (a remote known to be slow). */
  remoteTimeoutsMs?: Record<string, number>;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  productName: 'ScreenWorks',
  environment: 'production',
  apiBaseUrl: 'http://localhost:4000',
  remotesManifestUrl: '/remotes.json',
  // The kernel loader's DEFAULT_REMOTE_TIMEOUT_MS: it must allow a slow connection (ADR 226).
  remoteTimeoutMs: 8000,
};

export async function loadRuntimeConfig(
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = fetchOnce,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULT_CONFIG;
    return { ...DEFAULT_CONFIG, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch {
    return DEFAULT_CONFIG;
  }
}
