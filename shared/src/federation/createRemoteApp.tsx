import React, { Fragment, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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

/**
 * single-spa lifecycles for a remote's `./app`, with the area's providers and an error boundary,
 * so a render error inside the area shows a fallback with Retry instead of unmounting the page.
 */
export function createRemoteLifecycles({
  name,
  version,
  build = '',
  rootComponent: RootComponent,
  Providers = Fragment,
}: RemoteLifecyclesOptions) {
  function Root(props: RemoteAppProps & AppProps) {
    return (
      <Providers>
        <RemoteErrorBoundary remote={name} version={version}>
          <div data-remote-root={name} data-remote-version={version} data-remote-build={build}>
            <RootComponent domElement={props.domElement} />
          </div>
        </RemoteErrorBoundary>
      </Providers>
    );
  }
  return singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    domElementGetter: (props) => props.domElement,
    // The boundary is inside Root (RemoteErrorBoundary), where it can show the area's fallback.
    suppressComponentDidCatchWarning: true,
  });
}
