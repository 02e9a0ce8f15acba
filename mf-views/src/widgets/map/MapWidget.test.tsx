import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MultiViewItem } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import { renderView } from '../../testing/render';
import { LIVE_REFRESH_MS, type MapData } from './mapModel';
import { MAP_TEXTS, MapView } from './MapWidget';
import type { MapController, MapOptions } from './olMap';
import { loadEnvironmentTiles, readTiles, resetEnvironmentTiles, type MapTiles } from './mapTiles';
import { viewItem } from '../../testing/items';

const item = (data: Record<string, unknown> = {}): MultiViewItem =>
  viewItem('map', 'Map', data, { id: 9, view_id: 90, sort: 1 });

const DAY: MapData = {
  markers: [
    {
      id: 's1',
      lat: -33.8688,
      lng: 151.2093,
      icon: 'start',
      title: 'Mia Measurer: Clocked on',
      description: '7:58 am · accuracy 12 m',
      user_id: 4,
    },
    {
      id: 's2',
      lat: -33.815,
      lng: 151.0011,
      icon: 'stop',
      title: 'Mia Measurer: Clocked off',
      description: '4:34 pm · accuracy 12 m',
      user_id: 4,
    },
  ],
  routes: [
    {
      user_id: 4,
      title: 'Mia Measurer',
      color: '#1677ff',
      path: [
        [-33.8688, 151.2093],
        [-33.815, 151.0011],
      ],
    },
  ],
  circles: [{ id: 'g1', lat: -33.8688, lng: 151.2093, radius: 250, title: 'Factory' }],
  staff: [
    { id: 4, name: 'Mia Measurer' },
    { id: 5, name: 'Finn Fitter' },
  ],
  latest_date: null,
};
const EMPTY: MapData = { ...DAY, markers: [], routes: [], latest_date: '2026-03-10' };

/** A stand-in for the OpenLayers controller that records what the widget asks of it. */
function fakeMap() {
  const calls = {
    data: [] as MapData[],
    goTo: [] as Array<[number, number, number]>,
    info: [] as Array<string | null>,
  };
  let options: MapOptions | null = null;
  const controller: MapController = {
    setData: (data) => calls.data.push(data),
    goTo: (lat, lng, zoom) => calls.goTo.push([lat, lng, zoom]),
    showInfo: (marker) => calls.info.push(marker?.id ?? null),
    dispose: jest.fn(),
  };
  const loadMap = async () => ({
    createMap: async (given: MapOptions) => {
      options = given;
      return controller;
    },
  });
  return {
    calls,
    loadMap,
    options: () => options,
    click: (id: string | null) => {
      const marker = DAY.markers.find((candidate) => candidate.id === id) ?? null;
      act(() => options?.onMarkerClick(marker));
    },
  };
}

// Wednesday 11 March 2026, 12:30 in Sydney.
const NOW = () => new Date('2026-03-11T01:30:00.000Z');

function renderMap(
  map: ReturnType<typeof fakeMap>,
  data: Record<string, unknown> = {},
  loadTiles: () => Promise<MapTiles | null> = async () => null,
) {
  return renderView(
    <MapView
      item={item(data)}
      params={{}}
      scope={new ViewScope({ params: {} })}
      now={NOW}
      loadMap={map.loadMap}
      loadTiles={loadTiles}
    />,
  );
}

beforeEach(() => {
  resetSession();
  signInForTest({ timezone: 'Australia/Sydney' });
});
afterEach(() => jest.useRealTimers());

describe('map widget', () => {
  const OSM: MapTiles = {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  };

  it("draws the environment's street tiles when it names some, the offline basemap alone when not", async () => {
    installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    const streets = fakeMap();
    renderMap(streets, {}, async () => OSM);
    await waitFor(() => expect(streets.options()?.tiles).toEqual(OSM));
    cleanup();
    const offline = fakeMap();
    renderMap(offline, {}, async () => null);
    await waitFor(() => expect(offline.options()).not.toBeNull());
    expect(offline.options()?.tiles).toBeUndefined();
  });

  it("prefers the view's own tiles to the environment's", async () => {
    installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    const map = fakeMap();
    const environment = jest.fn(async () => OSM);
    renderMap(
      map,
      { tile_url: 'https://maps.example.test/{z}/{x}/{y}.png', tile_attribution: '© Example' },
      environment,
    );
    await waitFor(() =>
      expect(map.options()?.tiles).toEqual({
        url: 'https://maps.example.test/{z}/{x}/{y}.png',
        attribution: '© Example',
      }),
    );
    expect(environment).not.toHaveBeenCalled();
  });

  it("reads the environment's tiles once from the shell's /config.json, and only a usable template", async () => {
    resetEnvironmentTiles();
    const answer = { ok: true, json: async () => ({ mapTiles: OSM }) } as Response;
    const fetcher = jest.fn(async (_url: string, _init?: RequestInit) => answer);
    expect(await loadEnvironmentTiles(fetcher)).toEqual(OSM);
    expect(await loadEnvironmentTiles(fetcher)).toEqual(OSM);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    resetEnvironmentTiles();
    expect(await loadEnvironmentTiles(async () => Promise.reject(new TypeError('offline')))).toBe(
      null,
    );
    expect(readTiles({ url: 'javascript:alert(1)//{z}{x}{y}' })).toBeNull();
    expect(readTiles({ url: 'https://tiles.example.test/map.png' })).toBeNull();
    expect(readTiles({ url: OSM.url })).toEqual({ url: OSM.url, attribution: '' });
    resetEnvironmentTiles();
  });

  it("asks for today's locations in the user's zone, draws them and frames them", async () => {
    const fake = installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    const map = fakeMap();
    renderMap(map);
    expect(await screen.findByText('Mia Measurer: Clocked on')).toBeInTheDocument();
    const call = fake.callsTo('GET /map/locations')[0];
    expect(call.query.get('date')).toBe('2026-03-11');
    expect(call.query.get('user_id')).toBeNull();
    expect(screen.getByTestId('map-summary')).toHaveTextContent('2 locations · 1 routes');
    await waitFor(() => expect(map.calls.data.at(-1)).toEqual(DAY));
    // Span 0.21° (longitude) → zoom 10.
    expect(map.calls.goTo.at(-1)).toEqual([
      expect.closeTo(-33.8419, 4),
      expect.closeTo(151.1052, 4),
      10,
    ]);
  });

  it('opens the info window for a clicked marker, and from the list', async () => {
    installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    const map = fakeMap();
    renderMap(map);
    await screen.findByText('Mia Measurer: Clocked off');
    await waitFor(() => expect(map.calls.data).toHaveLength(1));
    map.click('s2');
    const info = await screen.findByRole('dialog', { name: 'Mia Measurer: Clocked off' });
    expect(info).toHaveTextContent('4:34 pm · accuracy 12 m');
    expect(map.calls.info.at(-1)).toBe('s2');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(map.calls.info.at(-1)).toBeNull());

    fireEvent.click(screen.getByText('Mia Measurer: Clocked on'));
    expect(
      await screen.findByRole('dialog', { name: 'Mia Measurer: Clocked on' }),
    ).toBeInTheDocument();
    expect(map.calls.goTo.at(-1)).toEqual([-33.8688, 151.2093, 15]);
  });

  it('offers the last day with locations when the day has none, and goes there', async () => {
    const fake = installFakeApi({
      'GET /map/locations': (request) => ({
        body: envelope(request.query.get('date') === '2026-03-10' ? DAY : EMPTY),
      }),
    });
    renderMap(fakeMap());
    expect(await screen.findByText(MAP_TEXTS.noLocations)).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Show Tue 10 Mar 2026' }));
    expect(await screen.findByText('Mia Measurer: Clocked on')).toBeInTheDocument();
    expect(fake.callsTo('GET /map/locations').at(-1)?.query.get('date')).toBe('2026-03-10');
  });

  it('filters by person and by day (previous and next)', async () => {
    const fake = installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    renderMap(fakeMap());
    await screen.findByText('Mia Measurer: Clocked on');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.previousDay }));
    await waitFor(() =>
      expect(fake.callsTo('GET /map/locations').at(-1)?.query.get('date')).toBe('2026-03-10'),
    );
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.nextDay }));
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.nextDay }));
    await waitFor(() =>
      expect(fake.callsTo('GET /map/locations').at(-1)?.query.get('date')).toBe('2026-03-12'),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Person' }));
    fireEvent.click(await screen.findByTitle('Finn Fitter'));
    await waitFor(() =>
      expect(fake.callsTo('GET /map/locations').at(-1)?.query.get('user_id')).toBe('5'),
    );
  });

  it('debounces quick filter changes into one call (300 ms)', async () => {
    jest.useFakeTimers();
    const fake = installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    renderMap(fakeMap());
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(fake.callsTo('GET /map/locations')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: MAP_TEXTS.previousDay }));
    fireEvent.click(screen.getByRole('button', { name: MAP_TEXTS.previousDay }));
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(fake.callsTo('GET /map/locations')).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fake.callsTo('GET /map/locations')).toHaveLength(1);
    expect(fake.callsTo('GET /map/locations')[0].query.get('date')).toBe('2026-03-09');
  });

  it('refreshes every 5 seconds when live, without moving the view', async () => {
    jest.useFakeTimers();
    const fake = installFakeApi({ 'GET /map/locations': { body: envelope(DAY) } });
    const map = fakeMap();
    renderMap(map, { live: true });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await act(async () => undefined);
    expect(fake.callsTo('GET /map/locations')).toHaveLength(1);
    const moves = map.calls.goTo.length;
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS);
    });
    await act(async () => undefined);
    expect(fake.callsTo('GET /map/locations')).toHaveLength(2);
    expect(map.calls.goTo).toHaveLength(moves);
    fireEvent.click(screen.getByRole('switch', { name: MAP_TEXTS.live }));
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS * 2);
    });
    expect(fake.callsTo('GET /map/locations')).toHaveLength(2);
  });

  it('says the data could not be loaded, with the reason and a retry', async () => {
    let fail = true;
    installFakeApi({
      'GET /map/locations': () =>
        fail
          ? {
              status: 403,
              body: { data: null, info: { status: 403, message: 'You may not see this.' } },
            }
          : { body: envelope(DAY) },
    });
    renderMap(fakeMap());
    expect(await screen.findByText(MAP_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('You may not see this.')).toBeInTheDocument();
    fail = false;
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: MAP_TEXTS.retry }));
    expect(await screen.findByText('Mia Measurer: Clocked on')).toBeInTheDocument();
  });

  it('centres on a suburb found by the address search', async () => {
    const fake = installFakeApi({
      'GET /map/locations': { body: envelope(DAY) },
      'GET /geocode': {
        body: envelope([{ label: 'Bondi Beach NSW 2026', lat: -33.8915, lng: 151.2767 }]),
      },
    });
    const map = fakeMap();
    renderMap(map);
    await screen.findByText('Mia Measurer: Clocked on');
    const search = screen.getByRole('combobox', { name: MAP_TEXTS.search });
    await userEvent.setup({ delay: null }).type(search, 'bondi');
    fireEvent.click(await screen.findByTitle('Bondi Beach NSW 2026', undefined, { timeout: 3000 }));
    expect(fake.callsTo('GET /geocode').at(-1)?.query.get('q')).toBe('bondi');
    expect(map.calls.goTo.at(-1)).toEqual([-33.8915, 151.2767, 14]);
  });
});
