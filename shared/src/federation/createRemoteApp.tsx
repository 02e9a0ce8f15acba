import { Fragment, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AppProps } from 'single-spa';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Props the shell passes to every remote's `./app` lifecycles. */
export interface RemoteAppProps {
  /** Element the area renders into, owned by the shell's layout. */
  domElement: HTMLElement;
  /** Instance name; single-spa sets it, the shell's /dev page uses its own. */
  name?: string;
}

export interface RemoteAppOptions {
  name: string;
  version: string;
  /** The remote's own build number (the kernel is compiled into another build). */
  build?: string;
  rootComponent: ComponentType<RemoteAppProps>;
}

export interface RemoteLifecyclesOptions extends RemoteAppOptions {
  /**
   * Context around the area's root. `createRemoteApp` of `@platform/shared/ui` gives antd's
   * (theme, App); an area whose first page draws no antd component (mf-auth's sign-in) gives
   * none and wraps its antd pages itself, so its first paint does not load antd (ADR 169).
   */
  Providers?: ComponentType<{ children: ReactNode }>;
}

/** A remote's `./app`: single-spa's lifecycles, each settled by the area itself. */
export interface RemoteLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: RemoteAppProps & Partial<AppProps>) => Promise<void>;
  unmount: (props: RemoteAppProps) => Promise<void>;
}

/** Calls `onCommit` once, when React has put the area's first render in the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * single-spa lifecycles for a remote's `./app`, with the area's providers and an error boundary,
 * so a render error inside the area shows a fallback with Retry instead of unmounting the page.
 *
 * Each mount is a React root in `props.domElement`, drawn at once: in a microtask (outside any
 * render or commit of the page's own React, since the /dev page mounts from an effect) and with
 * `flushSync`, so the area's first render is in the same task as the chrome's and the two are
 * laid out and painted together (ADR 273). Mount settles when that render is committed and
 * unmount when the root is gone. single-spa mounts the next area only once the last one is
 * unmounted; single-spa-react settled both a timer's turn later, which after the signed-in
 * chrome's long render held the dashboard back behind input and a paint of its own.
 */
export function createRemoteLifecycles({
  name,
  version,
  build = '',
  rootComponent: RootComponent,
  Providers = Fragment,
}: RemoteLifecyclesOptions): RemoteLifecycles {
  /** The roots by single-spa's instance name: the /dev page mounts an area beside the route's. */
  const roots = new Map<string, { root: Root; settle: () => void }>();
  const keyOf = (props: RemoteAppProps) => props.name ?? name;
  const area = (props: RemoteAppProps, onCommit: () => void) => (
    <Committed onCommit={onCommit}>
      <Providers>
        <RemoteErrorBoundary remote={name} version={version}>
          <div data-remote-root={name} data-remote-version={version} data-remote-build={build}>
            <RootComponent domElement={props.domElement} />
          </div>
        </RemoteErrorBoundary>
      </Providers>
    </Committed>
  );
  return {
    bootstrap: async () => undefined,
    mount: (props: RemoteAppProps & Partial<AppProps>) =>
      new Promise<void>((resolve, reject) => {
        const key = keyOf(props);
        if (roots.has(key)) throw new Error(`${name} is already mounted as ${key}`);
        let settled = false;
        const settle = (error?: unknown) => {
          if (settled) return;
          settled = true;
          if (error === undefined) resolve();
          else reject(error);
        };
        const root = createRoot(props.domElement, {
          // An error the area's boundary cannot catch (its providers') fails the mount at once,
          // so the shell shows the area's fallback; later ones are reported as React would.
          onUncaughtError: (error) => {
            if (settled) globalThis.reportError?.(error);
            else settle(error ?? new Error(`${name} failed to render`));
          },
        });
        roots.set(key, { root, settle: () => settle() });
        queueMicrotask(() => {
          if (roots.get(key)?.root !== root) return;
          flushSync(() => root.render(area(props, () => settle())));
        });
      }),
    unmount: (props: RemoteAppProps) =>
      new Promise<void>((resolve) => {
        const key = keyOf(props);
        const mounted = roots.get(key);
        roots.delete(key);
        if (!mounted) return resolve();
        // Outside React's work too: the /dev page unmounts from an effect's cleanup.
        queueMicrotask(() => {
          mounted.root.unmount();
          mounted.settle();
          resolve();
        });
      }),
  };
}
