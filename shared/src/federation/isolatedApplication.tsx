import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { bus, type RemotePhase } from '../bus';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoadError, messageOf, withTimeout } from './errors';
import { errorClassOf, knownRemotes, loadRemoteModule, resetRemote } from './loader';
import type { RemoteAppProps } from './createRemoteApp';

type AppLifecycles = LifeCycles<RemoteAppProps>;
type Lifecycle = (props: RemoteAppProps) => Promise<unknown>;

/** Lifecycles that always resolve: failures are shown in the area, never thrown to single-spa. */
export interface IsolatedLifecycles {
  bootstrap: (props: RemoteAppProps) => Promise<void>;
  mount: (props: RemoteAppProps) => Promise<void>;
  unmount: (props: RemoteAppProps) => Promise<void>;
}

export interface IsolatedApplicationOptions {
  /** Time allowed for bootstrap and mount of the remote. */
  mountTimeoutMs?: number;
}

/** The module every remote exposes for single-spa (its lifecycles). */
const APP_MODULE = './app';

const versionOf = (name: string) =>
  knownRemotes().find((remote) => remote.name === name)?.version ?? 'unknown';

const first = (fn: AppLifecycles['mount']): Lifecycle =>
  (Array.isArray(fn)
    ? (props: RemoteAppProps) => Promise.all(fn.map((f) => f(props as never)))
    : fn) as Lifecycle;

/**
 * Wraps a remote's `./app` in lifecycles that never fail towards single-spa: a failure to load,
 * bootstrap or mount renders a fallback with Retry in the area's element and is reported on the bus.
 * Retry, or the next navigation while failed, loads the remote afresh without a page reload.
 */
export function createIsolatedApplication(
  name: string,
  options: IsolatedApplicationOptions = {},
): IsolatedLifecycles {
  const mountTimeoutMs = options.mountTimeoutMs ?? 5000;
  let inner: AppLifecycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let failed = false;
  let active: RemoteAppProps | null = null;
  let fallbackRoot: Root | null = null;
  let fallbackHost: HTMLElement | null = null;
  let failedAtUrl = '';

  const clearFallback = () => {
    fallbackRoot?.unmount();
    fallbackHost?.remove();
    fallbackRoot = null;
    fallbackHost = null;
  };

  const showFallback = (props: RemoteAppProps, phase: RemotePhase, message: string) => {
    clearFallback();
    fallbackHost = document.createElement('div');
    fallbackHost.dataset.fallbackFor = name;
    props.domElement.appendChild(fallbackHost);
    fallbackRoot = createRoot(fallbackHost);
    fallbackRoot.render(
      <RemoteFallback
        remote={name}
        version={versionOf(name)}
        phase={phase}
        message={message}
        onRetry={() => void retry()}
      />,
    );
  };

  const fail = (
    props: RemoteAppProps,
    phase: RemotePhase,
    error: unknown,
    alreadyReported: boolean,
  ) => {
    failed = true;
    failedAtUrl = window.location.href;
    if (!alreadyReported) {
      const version = versionOf(name);
      const started = phase === 'bootstrap' || phase === 'mount';
      bus.publish('remote/failed', {
        remote: name,
        version,
        phase,
        message: messageOf(error),
        ...(started && { start: { module: APP_MODULE, errorClass: errorClassOf(error) } }),
      });
    }
    showFallback(props, phase, messageOf(error));
  };

  const attempt = async (props: RemoteAppProps) => {
    let phase: RemotePhase = 'module';
    try {
      if (!inner) inner = await loadRemoteModule<AppLifecycles>(name, APP_MODULE);
      if (!bootstrapped) {
        phase = 'bootstrap';
        await withTimeout(first(inner.bootstrap)(props), mountTimeoutMs, `${name} bootstrap`);
        bootstrapped = true;
      }
      phase = 'mount';
      await withTimeout(first(inner.mount)(props), mountTimeoutMs, `${name} mount`);
      mounted = true;
      clearFallback();
      const version = versionOf(name);
      if (failed) bus.publish('remote/recovered', { remote: name, version });
      failed = false;
      bus.publish('remote/mounted', { remote: name, version });
    } catch (error) {
      if (phase !== 'module') {
        // The remote's code is at fault: drop it so Retry fetches the remote again.
        inner = null;
        bootstrapped = false;
        resetRemote(name);
      }
      fail(
        props,
        error instanceof RemoteLoadError ? error.phase : phase,
        error,
        error instanceof RemoteLoadError,
      );
    }
  };

  async function retry(): Promise<void> {
    if (!active || mounted) return;
    clearFallback();
    await attempt(active);
  }

  const onRouting = () => {
    // The routing event of the navigation that failed arrives after it; only a new URL retries.
    if (failed && active && window.location.href !== failedAtUrl) void retry();
  };

  const lifecycles: IsolatedLifecycles = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      active = props;
      window.addEventListener('single-spa:routing-event', onRouting);
      await attempt(props);
    },
    unmount: async (props) => {
      window.removeEventListener('single-spa:routing-event', onRouting);
      active = null;
      clearFallback();
      if (mounted && inner) {
        mounted = false;
        try {
          await withTimeout(first(inner.unmount)(props), mountTimeoutMs, `${name} unmount`);
        } catch (error) {
          inner = null;
          bootstrapped = false;
          bus.publish('remote/failed', {
            remote: name,
            version: versionOf(name),
            phase: 'unmount',
            message: messageOf(error),
          });
        }
      }
    },
  };
  return lifecycles;
}
