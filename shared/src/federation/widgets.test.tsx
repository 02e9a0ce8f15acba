// Which areas' widgets a device drew, remembered for the sign-in page's warm-up (ADR 277).
import { render, screen } from '@testing-library/react';
import { configureStorage } from '../session/storage';
import { REMEMBERED_WIDGET_AREAS, rememberWidgetArea, rememberedWidgetAreas } from './widgetAreas';
import { findWidget, RemoteWidget } from './widgets';

const loadRemoteModule = jest.fn();
jest.mock('./loader', () => ({
  ...jest.requireActual('./loader'),
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  knownRemotes: () => [
    { name: 'mf_quoting', entry: 'http://cdn.test/q/mf-manifest.json', version: '1.0.0' },
    { name: 'mf_timesheet', entry: 'http://cdn.test/t/mf-manifest.json', version: '2.0.0' },
  ],
}));

/** mf_timesheet offers a clock; mf_quoting offers no widget of that name. */
function areasOffer() {
  loadRemoteModule.mockImplementation((remote: string) =>
    Promise.resolve(
      remote === 'mf_timesheet'
        ? { clock: () => Promise.resolve({ default: () => <span>09:41</span> }) }
        : { quote: () => Promise.resolve({ default: () => <span>quote</span> }) },
    ),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  loadRemoteModule.mockReset();
});

describe('rememberedWidgetAreas (ADR 277)', () => {
  it('lists the areas the most recent first, each once, at most eight', () => {
    expect(rememberedWidgetAreas()).toEqual([]);
    rememberWidgetArea('mf_timesheet');
    rememberWidgetArea('mf_quoting');
    rememberWidgetArea('mf_timesheet');
    expect(rememberedWidgetAreas()).toEqual(['mf_timesheet', 'mf_quoting']);
    for (let area = 0; area < 10; area += 1) rememberWidgetArea(`area_${area}`);
    const areas = rememberedWidgetAreas();
    expect(areas).toHaveLength(REMEMBERED_WIDGET_AREAS);
    expect(areas[0]).toBe('area_9');
    expect(areas).not.toContain('mf_timesheet');
  });

  it('reads a value that is not a list of names as none, and keeps working without storage', () => {
    window.localStorage.setItem('widget_areas', 'not encoded');
    expect(rememberedWidgetAreas()).toEqual([]);
    const alert = jest.fn();
    configureStorage({ alert });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      expect(() => rememberWidgetArea('mf_timesheet')).not.toThrow();
    } finally {
      getItem.mockRestore();
    }
  });
});

describe('a drawn widget remembers its area (ADR 277)', () => {
  it('RemoteWidget: once its component has loaded, not for a widget the area lacks', async () => {
    areasOffer();
    render(<RemoteWidget remote="mf_timesheet" widget="clock" />);
    expect(await screen.findByText('09:41')).toBeInTheDocument();
    expect(rememberedWidgetAreas()).toEqual(['mf_timesheet']);

    // The area's fallback, which the boundary logs.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteWidget remote="mf_quoting" widget="clock" />);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    logged.mockRestore();
    expect(rememberedWidgetAreas()).toEqual(['mf_timesheet']);
  });

  it('findWidget: the area that offers the widget, not the ones asked before it', async () => {
    areasOffer();
    expect((await findWidget('clock'))?.remote).toBe('mf_timesheet');
    expect(rememberedWidgetAreas()).toEqual(['mf_timesheet']);
  });
});
