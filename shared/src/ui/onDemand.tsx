// A component whose code loads the first time it renders (ADR 249): for parts a page rarely
// draws, so the page's first files do not carry them (antd's tree filter and status
// illustrations, antdOnDemand/; a list's totals row and its exact decimals, mf-views).
import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { LazyModule } from './lazyModule';

/** A component from `onDemand`, with a way to bring its code in before it is first drawn. */
export type OnDemandComponent<P> = ComponentType<P> & {
  /** Starts the load (once); resolves when the real component is in, or the load failed. */
  preload(): Promise<void>;
  /** Whether the real component is in: drawn at once, with no fallback. */
  loaded(): boolean;
};

/**
 * A component that renders `fallback` until `load` has brought the real component, then the real
 * one with the same props. A load that fails leaves the fallback in place (no error boundary
 * takes the page down) and is tried again the next time the component mounts. The fallback may
 * be drawn from the props (a stand-in of the part's size, showing its value).
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode | ((props: P) => ReactNode),
): OnDemandComponent<P> {
  const part = new LazyModule(load);
  function OnDemand(props: P) {
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!part.module) void part.preload().then(loaded);
    }, []);
    const Loaded = part.module;
    if (Loaded) return <Loaded {...props} />;
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  return Object.assign(OnDemand, {
    preload: () => part.preload(),
    loaded: () => part.module !== null,
  });
}

/**
 * An overlay (a drawer, a dialog) from `onDemand`: closed and never yet loaded, it draws and loads
 * nothing, so a page that mounts it closed does not fetch it; opened, or rendered ahead with
 * `forceRender`, it loads and opens (ADR 255).
 */
export function loadedWhenOpen<P extends { open?: boolean; forceRender?: boolean }>(
  Real: OnDemandComponent<P>,
): ComponentType<P> & { preload(): Promise<void> } {
  function WhenOpen(props: P) {
    return props.open || props.forceRender || Real.loaded() ? <Real {...props} /> : null;
  }
  return Object.assign(WhenOpen, { preload: Real.preload });
}
