/** The map widget's data (GET {api_url}?date&user_id), as the server sends it. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** Marker kind: 'start', 'break', 'stop' or any other (a plain pin). */
  icon: string;
  title: string;
  description: string;
  user_id?: number;
  recorded_at?: string;
}

export interface MapRoute {
  user_id?: number;
  title: string;
  color: string;
  /** [lat, lng] in order. */
  path: Array<[number, number]>;
}

export interface MapCircle {
  id: string;
  lat: number;
  lng: number;
  /** Metres; 100 when the server gives none. */
  radius: number;
  title: string;
}

export interface MapData {
  markers: MapMarker[];
  routes: MapRoute[];
  circles: MapCircle[];
  staff: Array<{ id: number; name: string }>;
  latest_date: string | null;
}

/** Spec §9 map constants. */
export const MAP_HEIGHT_PX = 600;
export const MARKER_SIZE_PX = 30;
export const DEFAULT_CIRCLE_RADIUS_M = 100;
export const LIVE_REFRESH_MS = 5_000;
export const FILTER_DEBOUNCE_MS = 300;
/** Where the map looks before any data: the demo organisation's city. */
export const DEFAULT_CENTER = { lat: -33.8688, lng: 151.2093 };
export const DEFAULT_ZOOM = 10;

/** Spec §9: the zoom for the span (degrees) the points cover. */
export function zoomForSpan(span: number): number {
  if (span < 0.01) return 15;
  if (span < 0.1) return 12;
  if (span < 1) return 10;
  return 5;
}

/** The centre and span (largest of the latitude and longitude ranges) of points; null for none. */
export function extentOf(
  points: ReadonlyArray<{ lat: number; lng: number }>,
): { lat: number; lng: number; span: number } | null {
  if (points.length === 0) return null;
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLng = Infinity;
  let maxLng = -Infinity;
  for (const { lat, lng } of points) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  return {
    lat: (minLat + maxLat) / 2,
    lng: (minLng + maxLng) / 2,
    span: Math.max(maxLat - minLat, maxLng - minLng),
  };
}

/** Where the view goes for this data: every marker, route point and circle centre in sight. */
export function viewFor(data: MapData): { lat: number; lng: number; zoom: number } {
  const points = [
    ...data.markers,
    ...data.circles,
    ...data.routes.flatMap((route) => route.path.map(([lat, lng]) => ({ lat, lng }))),
  ];
  const extent = extentOf(points);
  if (!extent) return { ...DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  return { lat: extent.lat, lng: extent.lng, zoom: zoomForSpan(extent.span) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads the server's answer (`data` of the envelope, or `{ data: { markers, routes } }` as the
 * spec words it). Points without finite coordinates are dropped, not drawn at 0,0.
 */
export function parseMapData(raw: unknown): MapData {
  const source = isObject(raw) && isObject(raw.data) && !('markers' in raw) ? raw.data : raw;
  if (!isObject(source)) throw new Error('The map data is not an object.');
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
  return {
    markers: list(source.markers)
      .filter((m) => isNumber(m.lat) && isNumber(m.lng))
      .map((m, index) => ({
        id: text(m.id) || `marker-${index}`,
        lat: m.lat as number,
        lng: m.lng as number,
        icon: text(m.icon),
        title: text(m.title),
        description: text(m.description),
        user_id: isNumber(m.user_id) ? m.user_id : undefined,
        recorded_at: text(m.recorded_at) || undefined,
      })),
    routes: list(source.routes)
      .map((r) => ({
        user_id: isNumber(r.user_id) ? r.user_id : undefined,
        title: text(r.title),
        color: text(r.color) || '#1677ff',
        path: (Array.isArray(r.path) ? r.path : []).filter(
          (point): point is [number, number] =>
            Array.isArray(point) && isNumber(point[0]) && isNumber(point[1]),
        ),
      }))
      .filter((route) => route.path.length > 1),
    circles: list(source.circles)
      .filter((c) => isNumber(c.lat) && isNumber(c.lng))
      .map((c, index) => ({
        id: text(c.id) || `circle-${index}`,
        lat: c.lat as number,
        lng: c.lng as number,
        radius: isNumber(c.radius) && c.radius > 0 ? c.radius : DEFAULT_CIRCLE_RADIUS_M,
        title: text(c.title),
      })),
    staff: list(source.staff)
      .filter((s) => isNumber(s.id))
      .map((s) => ({ id: s.id as number, name: text(s.name) })),
    latest_date: text(source.latest_date) || null,
  };
}

/** Marker colours by kind. */
export const MARKER_COLOURS: Record<string, string> = {
  start: '#389e0d',
  break: '#d48806',
  stop: '#cf1322',
};

/** A 30 × 30 pin as an SVG data URL, coloured by the marker's kind. */
export function markerIcon(kind: string): string {
  const colour = MARKER_COLOURS[kind] ?? '#1677ff';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZE_PX}" height="${MARKER_SIZE_PX}" viewBox="0 0 30 30">` +
    `<path d="M15 1C9.5 1 5 5.4 5 10.9 5 18.3 15 29 15 29s10-10.7 10-18.1C25 5.4 20.5 1 15 1z" fill="${colour}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="15" cy="11" r="4" fill="#fff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
