import {
  Alert,
  AutoComplete,
  Button,
  DatePicker,
  Empty,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, fillRoute, isCancelled, session, utcToLocal } from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import { Debouncer } from '../../common/debounce';
import type { MapController, MapOptions } from './olMap';
import { loadEnvironmentTiles, readTiles, type MapTiles } from './mapTiles';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  FILTER_DEBOUNCE_MS,
  LIVE_REFRESH_MS,
  MAP_HEIGHT_PX,
  parseMapData,
  viewFor,
  type MapData,
  type MapMarker,
} from './mapModel';

export const MAP_TEXTS = {
  noLocations: 'No locations on this day.',
  showLatest: (date: string) => `Show ${dayjs(date).format('ddd D MMM YYYY')}`,
  loadFailed: 'The map data could not be loaded.',
  drawFailed: 'The map could not be drawn.',
  retry: 'Try again',
  everyone: 'Everyone',
  live: 'Live',
  search: 'Find a suburb or postcode',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  close: 'Close',
} as const;

interface Place {
  label: string;
  lat: number;
  lng: number;
}

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: MapData };

export interface MapViewProps extends ViewItemProps {
  /** The clock the default day is read from; tests fix it. */
  now?: () => Date;
  /** Loads the OpenLayers code (its own chunk); tests replace it. */
  loadMap?: () => Promise<{ createMap(options: MapOptions): Promise<MapController> }>;
  /** The environment's street tiles (from the shell's /config.json); tests replace it. */
  loadTiles?: () => Promise<MapTiles | null>;
}

const dayOf = (at: Date) =>
  utcToLocal(at.toISOString(), session.user?.timezone)?.format('YYYY-MM-DD') ??
  dayjs(at).format('YYYY-MM-DD');

/**
 * `map`: staff locations of a day on an OpenLayers map (markers, routes, circles), with the day,
 * person and live filters, address search, and an info window per marker. The markers are also
 * listed under the map, so they can be read and chosen without a pointer.
 */
export function MapView(props: MapViewProps) {
  const {
    item,
    params,
    now = () => new Date(),
    loadMap = () => import('./olMap'),
    loadTiles = loadEnvironmentTiles,
  } = props;
  const template = typeof item.data.api_url === 'string' ? item.data.api_url : '/map/locations';
  const url = fillRoute(template, params);
  // A view may name its own tiles; otherwise the environment's, else the offline basemap.
  const viewTiles = readTiles({ url: item.data.tile_url, attribution: item.data.tile_attribution });
  const today = useMemo(() => dayOf(now()), [now]);
  const [date, setDate] = useState(today);
  const [userId, setUserId] = useState<number | undefined>(undefined);
  const [live, setLive] = useState(item.data.live === true);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const [drawFailed, setDrawFailed] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  const mapElement = useRef<HTMLDivElement>(null);
  const popupElement = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const latestData = useRef<MapData | null>(null);
  const filterDebounce = useMemo(() => new Debouncer(), []);
  const searchDebounce = useMemo(() => new Debouncer(), []);

  const fetchData = useCallback(
    async (signal?: AbortSignal): Promise<MapData> => {
      if (!url) throw new Error('The map has no api_url for this page.');
      const { data } = await api.get<unknown>(url, {
        params: { date, ...(userId ? { user_id: userId } : {}) },
        signal,
        silent: true,
        reuseSeconds: 0,
      });
      return parseMapData(data);
    },
    [url, date, userId],
  );

  // The day or person changed (or a retry): fetch after the filter debounce and move the view.
  useEffect(() => {
    const abort = new AbortController();
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    filterDebounce.schedule(() => {
      setLoad({ state: 'loading' });
      fetchData(abort.signal).then(
        (data) => {
          latestData.current = data;
          setSelected(null);
          setLoad({ state: 'ready', data });
          controller.current?.setData(data);
          const view = viewFor(data);
          controller.current?.goTo(view.lat, view.lng, view.zoom);
        },
        (error: unknown) => {
          if (isCancelled(error) || abort.signal.aborted) return;
          setLoad({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    }, FILTER_DEBOUNCE_MS);
    return () => {
      filterDebounce.cancel();
      abort.abort();
    };
  }, [fetchData, attempt, filterDebounce]);

  // Live: every 5 s the same day again, drawn in place (the view stays where the user put it).
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      fetchData().then(
        (data) => {
          latestData.current = data;
          setLoad({ state: 'ready', data });
          controller.current?.setData(data);
        },
        () => undefined,
      );
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, fetchData]);

  // The map itself, created once.
  useEffect(() => {
    let disposed = false;
    const target = mapElement.current;
    const popup = popupElement.current;
    if (!target || !popup) return;
    Promise.all([loadMap(), viewTiles ?? loadTiles()])
      .then(([module, tiles]) =>
        module.createMap({
          target,
          popup,
          tiles: tiles ?? undefined,
          center: DEFAULT_CENTER,
          zoom: DEFAULT_ZOOM,
          onMarkerClick: (marker) => setSelected(marker),
        }),
      )
      .then(
        (created) => {
          if (disposed) {
            created.dispose();
            return;
          }
          controller.current = created;
          if (latestData.current) {
            created.setData(latestData.current);
            const view = viewFor(latestData.current);
            created.goTo(view.lat, view.lng, view.zoom);
          }
        },
        (error: unknown) =>
          !disposed && setDrawFailed(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      disposed = true;
      controller.current?.dispose();
      controller.current = null;
    };
    // The map is made once per mount; its data and view are driven by the effects above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    controller.current?.showInfo(selected);
  }, [selected]);

  const search = (text: string) => {
    searchDebounce.schedule(() => {
      if (text.trim().length < 2) {
        setPlaces([]);
        return;
      }
      api
        .get<Place[]>('/geocode', { params: { q: text.trim() }, silent: true })
        .then(({ data }) => setPlaces(Array.isArray(data) ? data : []))
        .catch(() => setPlaces([]));
    }, FILTER_DEBOUNCE_MS);
  };

  const data = load.state === 'ready' ? load.data : null;
  const staff = data?.staff ?? [];
  const choose = (marker: MapMarker) => {
    setSelected(marker);
    controller.current?.goTo(marker.lat, marker.lng, 15);
  };

  return (
    <div data-widget="map">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          aria-label={MAP_TEXTS.previousDay}
          onClick={() => setDate(dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'))}
        >
          ‹
        </Button>
        <DatePicker
          aria-label="Day"
          allowClear={false}
          value={dayjs(date)}
          format="ddd DD/MM/YYYY"
          onChange={(value) => value && setDate(value.format('YYYY-MM-DD'))}
        />
        <Button
          aria-label={MAP_TEXTS.nextDay}
          onClick={() => setDate(dayjs(date).add(1, 'day').format('YYYY-MM-DD'))}
        >
          ›
        </Button>
        <Select
          aria-label="Person"
          style={{ minWidth: 200 }}
          value={userId ?? 0}
          onChange={(value: number) => setUserId(value || undefined)}
          options={[
            { value: 0, label: MAP_TEXTS.everyone },
            ...staff.map((person) => ({ value: person.id, label: person.name })),
          ]}
        />
        <Space>
          <Switch aria-label={MAP_TEXTS.live} checked={live} onChange={setLive} />
          <Typography.Text>{MAP_TEXTS.live}</Typography.Text>
        </Space>
        <AutoComplete
          aria-label={MAP_TEXTS.search}
          placeholder={MAP_TEXTS.search}
          style={{ minWidth: 260 }}
          onSearch={search}
          options={places.map((place) => ({ value: place.label, label: place.label }))}
          onSelect={(label: string) => {
            const place = places.find((candidate) => candidate.label === label);
            if (place) controller.current?.goTo(place.lat, place.lng, 14);
          }}
        />
      </Space>
      {drawFailed ? (
        <Alert type="error" showIcon title={MAP_TEXTS.drawFailed} description={drawFailed} />
      ) : null}
      <div style={{ position: 'relative' }}>
        <div
          ref={mapElement}
          data-testid="map-canvas"
          style={{ height: MAP_HEIGHT_PX, background: '#cfe3f3', borderRadius: 8 }}
        />
        {load.state === 'loading' ? (
          <Spin style={{ position: 'absolute', top: 16, right: 16 }} aria-label="Loading" />
        ) : null}
        {/* OpenLayers moves the info window's element into its overlay layer: this wrapper stays
            where React put it, so React never inserts a sibling before a node that has moved. */}
        <div>
          <div ref={popupElement} className="map-info-window">
            {selected ? (
              <div
                role="dialog"
                aria-label={selected.title}
                style={{
                  background: '#fff',
                  padding: '8px 12px',
                  borderRadius: 6,
                  boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
                  minWidth: 200,
                }}
              >
                <Typography.Text strong>{selected.title}</Typography.Text>
                <div>{selected.description}</div>
                <Button size="small" type="link" onClick={() => setSelected(null)}>
                  {MAP_TEXTS.close}
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      {load.state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={MAP_TEXTS.loadFailed}
          description={load.message}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{MAP_TEXTS.retry}</Button>}
        />
      ) : null}
      {data && data.markers.length === 0 ? (
        <Empty description={MAP_TEXTS.noLocations} style={{ marginTop: 12 }}>
          {data.latest_date && data.latest_date !== date ? (
            <Button onClick={() => setDate(data.latest_date as string)}>
              {MAP_TEXTS.showLatest(data.latest_date)}
            </Button>
          ) : null}
        </Empty>
      ) : null}
      {data && data.markers.length > 0 ? (
        <section aria-label="Locations" style={{ marginTop: 12 }}>
          <Typography.Text data-testid="map-summary">
            {data.markers.length} locations · {data.routes.length} routes
          </Typography.Text>
          <ol className="map-locations">
            {data.markers.map((marker) => (
              <li key={marker.id} data-marker-id={marker.id}>
                <Button type="text" onClick={() => choose(marker)}>
                  <Typography.Text strong>{marker.title}</Typography.Text>
                  <Typography.Text type="secondary">{marker.description}</Typography.Text>
                </Button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** The registry's entry: the map with the real clock and OpenLayers. */
export default function MapWidget(props: ViewItemProps) {
  return <MapView {...props} />;
}
