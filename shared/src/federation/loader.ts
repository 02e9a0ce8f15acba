import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { bus, type RemotePhase } from '../bus';
import type { RemoteDescriptor } from './manifest';
import { describeMismatches, singletonMismatches, type ManifestShared } from './compatibility';
import { RemoteLoadError, TimeoutError, classifyLoadError, messageOf, withTimeout } from './errors';

export interface LoadOptions {
  /** Time allowed for the manifest, the entry and the module together. */
  timeoutMs?: number;
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Per-remote timeouts by container name, over timeoutMs (registration only). */
  timeoutsMs?: Record<string, number>;
}

/**
 * How long a remote's module may take to load. It counts the shared modules the remote waits for
 * (antd from the shell, ~400 KB), so it must allow a slow connection: at 2 s a sign-in pressed at
 * once on a 1.6 Mbit/s line showed the dashboard as unavailable (ADR 226).
 */
export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;
const RETRY_DELAY_MS = 150;

const known = new Map<string, RemoteDescriptor>();
/** Loads started before anyone asked for them, by module id (`mf_views/app`). */
const startedAhead = new Map<string, Promise<unknown>>();
/** Modules `loadRemoteModule` was asked for: nothing to start ahead for them any more. */
const asked = new Set<string>();
let defaults: Required<LoadOptions> = {
  timeoutMs: DEFAULT_REMOTE_TIMEOUT_MS,
  retries: 0,
  timeoutsMs: {},
};

/** The singleton versions this page provides (the host's shared modules). */
function providedSingletons(): Map<string, string> {
  const provided = new Map<string, string>();
  const shared = getInstance()?.options.shared ?? {};
  for (const [name, versions] of Object.entries(shared)) {
    const version = versions.find((entry) => entry.shareConfig?.singleton)?.version;
    if (version) provided.set(name, version);
  }
  return provided;
}

/**
 * Refuses a remote whose manifest requires a singleton range the page does not provide, before
 * its entry runs: publishing checks the same, but a stale or hand-copied release must not mount.
 */
const platformPlugin: ModuleFederationRuntimePlugin = {
  name: 'platform-singleton-compatibility',
  /**
   * Remote entries are loaded with CORS (every release server sends Access-Control-Allow-Origin),
   * so an entry that throws reports its real message and file instead of a muted "Script error.".
   */
  createScript({ url }) {
    const script = document.createElement('script');
    script.crossOrigin = 'anonymous';
    script.src = url;
    return script;
  },
  loadRemoteSnapshot(args) {
    const shared = (args.manifestJson as { shared?: ManifestShared[] } | undefined)?.shared;
    const mismatches = shared ? singletonMismatches(shared, providedSingletons()) : [];
    if (mismatches.length > 0)
      throw new Error(describeMismatches(args.moduleInfo.name, mismatches));
    return args;
  },
};

let pluginRegistered = false;

/** Registers the environment's remotes with the federation runtime (called once by the shell). */
export function registerRemoteDescriptors(
  remotes: RemoteDescriptor[],
  options: LoadOptions = {},
): void {
  defaults = { ...defaults, ...options, timeoutsMs: options.timeoutsMs ?? defaults.timeoutsMs };
  if (!pluginRegistered && getInstance()) {
    registerPlugins([platformPlugin]);
    pluginRegistered = true;
  }
  for (const remote of remotes) known.set(remote.name, remote);
  registerRemotes(
    remotes.map((remote) => ({ name: remote.name, entry: remote.entry })),
    { force: true },
  );
}

export function knownRemotes(): RemoteDescriptor[] {
  return [...known.values()];
}

export function describeRemote(name: string): RemoteDescriptor {
  const remote = known.get(name);
  if (!remote)
    throw new RemoteLoadError(name, 'unknown', 'manifest', 'not in the remotes manifest');
  return remote;
}

interface FederationGlobal {
  __FEDERATION__?: { __MANIFEST_LOADING__?: Record<string, unknown> };
}

/** Forgets a remote's cached entry so that the next load fetches it again (Retry without a reload). */
export function resetRemote(name: string): void {
  for (const id of [...startedAhead.keys(), ...asked]) {
    if (!id.startsWith(`${name}/`)) continue;
    startedAhead.delete(id);
    asked.delete(id);
  }
  const remote = known.get(name);
  if (!remote || !getInstance()) return;
  // The runtime keeps a settled manifest load per URL (a refused one too); drop it with the entry.
  delete (globalThis as FederationGlobal).__FEDERATION__?.__MANIFEST_LOADING__?.[remote.entry];
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** Which step a load that timed out was stuck in, read from the browser's resource timings. */
function stalledPhase(remote: RemoteDescriptor): RemotePhase {
  const fetched = (url: string) =>
    typeof performance?.getEntriesByName === 'function' &&
    performance.getEntriesByName(url).length > 0;
  if (!fetched(remote.entry)) return 'manifest';
  return (globalThis as Record<string, unknown>)[remote.name] ? 'module' : 'entry';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The class of a load's error for telemetry: its name (TimeoutError, TypeError, …), bounded. */
export function errorClassOf(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  return /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(name) ? name : 'Error';
}

const moduleId = (name: string, exposed: string) => `${name}/${exposed.replace(/^\.\//, '')}`;

/**
 * Starts loading a remote's module that is about to be asked for (docs/decisions/264): its files
 * fetched and its code run while the page waits on something else. The next `loadRemoteModule` of
 * it takes that load over, with its own timeout, retries and reports; a failure here is left to
 * it. Does nothing for an unknown remote, or a module already started ahead or asked for.
 */
export function loadRemoteModuleAhead(name: string, exposed: string): void {
  const id = moduleId(name, exposed);
  if (!known.has(name) || startedAhead.has(id) || asked.has(id)) return;
  const load = loadRemote(id);
  load.catch(() => undefined);
  startedAhead.set(id, load);
}

/**
 * Loads an exposed module of a remote through the federation runtime, with a timeout and retries.
 * A failure is reported on the bus with the remote's name, version and phase, then rethrown.
 */
export async function loadRemoteModule<T>(
  name: string,
  exposed: string,
  options: LoadOptions = {},
): Promise<T> {
  const retries = options.retries ?? defaults.retries;
  const timeoutMs = options.timeoutMs ?? defaults.timeoutsMs[name] ?? defaults.timeoutMs;
  const remote = describeRemote(name);
  const id = moduleId(name, exposed);
  asked.add(id);
  let lastError: unknown;
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      resetRemote(name);
      await sleep(RETRY_DELAY_MS * attempt);
    }
    try {
      const ahead = startedAhead.get(id) as Promise<T> | undefined;
      startedAhead.delete(id);
      const module = await withTimeout(ahead ?? loadRemote<T>(id), timeoutMs, `${id}`);
      if (module == null) throw new Error(`${id} resolved to nothing`);
      bus.publish('remote/loaded', {
        remote: name,
        version: remote.version,
        module: exposed,
        durationMs: elapsed(),
      });
      return module;
    } catch (error) {
      lastError = error;
    }
  }
  const phase =
    lastError instanceof TimeoutError ? stalledPhase(remote) : classifyLoadError(lastError);
  // A hung or failed load leaves a pending entry in the runtime; drop it so Retry starts afresh.
  resetRemote(name);
  const failure = new RemoteLoadError(name, remote.version, phase, messageOf(lastError), lastError);
  bus.publish('remote/failed', {
    remote: name,
    version: remote.version,
    phase,
    message: failure.message,
    load: { module: exposed, durationMs: elapsed(), errorClass: errorClassOf(lastError) },
  });
  throw failure;
}
