import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { bus } from '../bus';
import { createRemoteLifecycles, type RemoteAppProps } from './createRemoteApp';

const events: { type: string; phase?: string; remote?: string }[] = [];
bus.envelopes$.subscribe((envelope) => events.push(envelope.event as (typeof events)[number]));

function host(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.appendChild(element);
  return element;
}

function Page({ domElement }: RemoteAppProps) {
  return <h1>Dashboard in {domElement.id}</h1>;
}

const options = { name: 'mf_views', version: '2.0.0-abc', build: '417', rootComponent: Page };

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  events.length = 0;
  // single-spa calls these lifecycles outside any act(): what is tested is when the page gets the
  // area by itself.
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  document.body.innerHTML = '';
  // Each lifecycle settles by itself, in the task that called it: no timer is ever run here
  // (microtasks are the task's own).
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('createRemoteLifecycles', () => {
  it('settles a mount once the area is in the page, marked with its name, version and build', async () => {
    const lifecycles = createRemoteLifecycles(options);
    const domElement = host('area');
    await lifecycles.mount({ domElement });
    const root = domElement.querySelector('[data-remote-root]');
    expect(root).toHaveAttribute('data-remote-root', 'mf_views');
    expect(root).toHaveAttribute('data-remote-version', '2.0.0-abc');
    expect(root).toHaveAttribute('data-remote-build', '417');
    expect(root).toHaveTextContent('Dashboard in area');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('draws the area in the task that mounts it, before any other task runs (ADR 273)', async () => {
    const lifecycles = createRemoteLifecycles(options);
    const domElement = host('area');
    // A task queued before the mount runs after every microtask of this one.
    setTimeout(() => undefined, 0);
    const mounted = lifecycles.mount({ domElement });
    await Promise.resolve();
    await Promise.resolve();
    const drawnBeforeNextTask = domElement.textContent === 'Dashboard in area';
    await mounted;
    expect(drawnBeforeNextTask).toBe(true);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('settles an unmount once the area is gone, and mounts it again afterwards', async () => {
    const lifecycles = createRemoteLifecycles(options);
    const domElement = host('area');
    await lifecycles.mount({ domElement });
    await lifecycles.unmount({ domElement });
    expect(domElement).toBeEmptyDOMElement();
    await lifecycles.mount({ domElement });
    expect(domElement).toHaveTextContent('Dashboard in area');
  });

  it('mounts two instances side by side and unmounts one without the other (the /dev page)', async () => {
    const lifecycles = createRemoteLifecycles(options);
    const route = host('route');
    const panel = host('panel');
    await lifecycles.mount({ domElement: route });
    await lifecycles.mount({ domElement: panel, name: 'dev-panel:mf_views' });
    expect(route).toHaveTextContent('Dashboard in route');
    expect(panel).toHaveTextContent('Dashboard in panel');
    await lifecycles.unmount({ domElement: panel, name: 'dev-panel:mf_views' });
    expect(panel).toBeEmptyDOMElement();
    expect(route).toHaveTextContent('Dashboard in route');
  });

  it('refuses to mount an instance that is already mounted', async () => {
    const lifecycles = createRemoteLifecycles(options);
    const domElement = host('area');
    await lifecycles.mount({ domElement });
    await expect(lifecycles.mount({ domElement })).rejects.toThrow(
      'mf_views is already mounted as mf_views',
    );
    expect(domElement).toHaveTextContent('Dashboard in area');
  });

  it('shows the area’s fallback for a render error inside it, and the mount still settles', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('the widget map is missing');
    }
    const lifecycles = createRemoteLifecycles({ ...options, rootComponent: Broken });
    const domElement = host('area');
    await lifecycles.mount({ domElement });
    expect(domElement.querySelector('button')).toHaveTextContent('Retry');
    expect(domElement).toHaveTextContent('Pages is unavailable right now');
    expect(domElement).toHaveTextContent('(mf_views 2.0.0-abc, render)');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'remote/failed', remote: 'mf_views', phase: 'render' }),
    );
  });

  it('fails the mount at once when the area’s providers throw, outside its boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenProviders(): ReactNode {
      throw new Error('no theme');
    }
    const lifecycles = createRemoteLifecycles({ ...options, Providers: BrokenProviders });
    await expect(lifecycles.mount({ domElement: host('area') })).rejects.toThrow('no theme');
  });

  it('mounts and unmounts from a React effect without drawing inside that commit (the /dev page)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles(options);
    const panel = host('panel');
    const props = { domElement: panel, name: 'dev-panel:mf_views' };
    let mounted: Promise<unknown> | undefined;
    function DevPanel() {
      useEffect(() => {
        mounted = lifecycles.mount(props);
        return () => void lifecycles.unmount(props);
      }, []);
      return null;
    }
    const page = createRoot(host('page'));
    // A sync render runs its effects inside its own commit.
    flushSync(() => page.render(<DevPanel />));
    expect(mounted).toBeDefined();
    await mounted;
    expect(panel).toHaveTextContent('Dashboard in panel');
    page.unmount();
    await Promise.resolve();
    expect(panel).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });
});
