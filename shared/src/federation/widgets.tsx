import {
  Suspense,
  lazy,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { WidgetLoading } from './WidgetLoading';
import { describeRemote, knownRemotes, loadRemoteModule, resetRemote } from './loader';
import { RemoteLoadError, messageOf } from './errors';
import { rememberWidgetArea } from './widgetAreas';

/** Props every embeddable widget receives; the view framework adds its own fields. */
export type WidgetProps = Record<string, unknown>;

/** What a remote's `./widgets` exposes: widget name → loader of its component. */
export type WidgetMap = Record<string, () => Promise<{ default: ComponentType<WidgetProps> }>>;

const maps = new Map<string, Promise<WidgetMap>>();

/** A remote's widget map, loaded once (a lazy chunk of the remote); a failed load is not kept. */
export function widgetMapOf(remote: string): Promise<WidgetMap> {
  let map = maps.get(remote);
  if (!map) {
    map = loadRemoteModule<{ default?: WidgetMap } & WidgetMap>(remote, './widgets').then(
      (module) => (module.default ?? module) as WidgetMap,
    );
    // A failed load must not stay cached: the next lookup tries again.
    map.catch(() => maps.delete(remote));
    maps.set(remote, map);
  }
  return map;
}

/**
 * Finds the remote that provides a widget. Remotes are asked in manifest order, skipping those
 * that fail; `preferred` remotes are asked first.
 */
export async function findWidget(
  type: string,
  preferred: string[] = [],
): Promise<{ remote: string; load: WidgetMap[string] } | null> {
  const names = [...new Set([...preferred, ...knownRemotes().map((r) => r.name)])];
  for (const remote of names) {
    try {
      const map = await widgetMapOf(remote);
      if (map[type]) {
        rememberWidgetArea(remote);
        return { remote, load: map[type] };
      }
    } catch {
      // That remote is down; its failure is already on the bus. Keep looking elsewhere.
    }
  }
  return null;
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<WidgetProps>>>();

function lazyWidget(remote: string, name: string, attempt: number) {
  const key = `${remote}/${name}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      const map = await widgetMapOf(remote);
      const load = map[name];
      if (!load)
        throw new RemoteLoadError(
          remote,
          describeRemote(remote).version,
          'module',
          `no widget "${name}"`,
        );
      const module = await load();
      rememberWidgetArea(remote);
      return module;
    });
    lazyCache.set(key, component);
  }
  return component;
}

export interface RemoteWidgetProps {
  remote: string;
  widget: string;
  widgetProps?: WidgetProps;
}

/** Renders a widget of another remote, isolated: a failure shows a fallback with Retry in its place. */
export function RemoteWidget({ remote, widget, widgetProps = {} }: RemoteWidgetProps) {
  const [attempt, setAttempt] = useState(0);
  const [loadError, setLoadError] = useState<unknown>(null);
  const Component = useMemo(() => lazyWidget(remote, widget, attempt), [remote, widget, attempt]);
  const version = knownRemotes().find((r) => r.name === remote)?.version ?? 'unknown';
  const retry = () => {
    resetRemote(remote);
    maps.delete(remote);
    setLoadError(null);
    setAttempt((n) => n + 1);
  };
  if (loadError) {
    return (
      <RemoteFallback
        remote={remote}
        version={version}
        phase="module"
        message={messageOf(loadError)}
        onRetry={retry}
      />
    );
  }
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} version={version}>
      <Suspense fallback={<WidgetLoading />}>
        <Component {...widgetProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
