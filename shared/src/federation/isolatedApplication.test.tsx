import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus';
import { createIsolatedApplication } from './isolatedApplication';
import { registerRemoteDescriptors } from './loader';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
  registerPlugins: () => undefined,
  getInstance: () => ({}),
}));

function lifecycles(mount: () => Promise<void>) {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(mount),
    unmount: jest.fn(async () => undefined),
  };
}

const events: { type: string; phase?: string }[] = [];
bus.envelopes$.subscribe((envelope) => events.push(envelope.event as { type: string }));

beforeEach(() => {
  events.length = 0;
  runtime.loadRemote.mockReset();
  registerRemoteDescriptors(
    [{ name: 'mf_views', entry: 'http://x.test/m.json', version: '2.0.0-def' }],
    {
      timeoutMs: 100,
      retries: 0,
    },
  );
  document.body.innerHTML = '<div id="area"></div>';
});

const domElement = () => document.getElementById('area')!;

describe('createIsolatedApplication', () => {
  it('mounts the remote and reports it mounted', async () => {
    const inner = lifecycles(async () => undefined);
    runtime.loadRemote.mockResolvedValue(inner);
    await createIsolatedApplication('mf_views').mount({ domElement: domElement() });
    expect(inner.bootstrap).toHaveBeenCalledTimes(1);
    expect(inner.mount).toHaveBeenCalledTimes(1);
    expect(events.map((e) => e.type)).toContain('remote/mounted');
  });

  it('never rejects towards single-spa: a throwing mount shows the fallback and reports the phase', async () => {
    runtime.loadRemote.mockResolvedValue(
      lifecycles(async () => Promise.reject(new RangeError('boom'))),
    );
    const app = createIsolatedApplication('mf_views');
    await act(() => app.mount({ domElement: domElement() }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The start failure carries what load telemetry needs to count it against the version.
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'remote/failed',
        phase: 'mount',
        start: { module: './app', errorClass: 'RangeError' },
      }),
    );
  });

  it('Retry loads the remote afresh and mounts it once it is healthy', async () => {
    const healthy = lifecycles(async () => undefined);
    runtime.loadRemote.mockRejectedValueOnce(new Error('fetch failed')).mockResolvedValue(healthy);
    const app = createIsolatedApplication('mf_views');
    await act(() => app.mount({ domElement: domElement() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(healthy.mount).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['remote/failed', 'remote/recovered', 'remote/mounted']),
    );
  });

  it('unmounts the inner remote and removes the fallback on unmount', async () => {
    const inner = lifecycles(async () => undefined);
    runtime.loadRemote.mockResolvedValue(inner);
    const app = createIsolatedApplication('mf_views');
    await app.mount({ domElement: domElement() });
    await app.unmount({ domElement: domElement() });
    expect(inner.unmount).toHaveBeenCalledTimes(1);
  });
});
