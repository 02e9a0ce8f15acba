import 'ol/ol.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import GeoJSON from 'ol/format/GeoJSON';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import { circular } from 'ol/geom/Polygon';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Icon, Stroke, Style, Text } from 'ol/style';
import { feature } from 'topojson-client';
import { MARKER_SIZE_PX, markerIcon, type MapData, type MapMarker } from './mapModel';
import type { MapTiles } from './mapTiles';

export interface MapController {
  /** Draws the data (replacing what was drawn); the view moves only when asked. */
  setData(data: MapData): void;
  /** Centres the view on a point at a zoom. */
  goTo(lat: number, lng: number, zoom: number): void;
  /** Shows the info window at a marker (null closes it). */
  showInfo(marker: MapMarker | null): void;
  dispose(): void;
}

export interface MapOptions {
  target: HTMLElement;
  /** The info window's element (rendered by React); the map positions it. */
  popup: HTMLElement;
  /** Street tiles drawn over the offline basemap (which still shows where tiles cannot load). */
  tiles?: MapTiles;
  center: { lat: number; lng: number };
  zoom: number;
  onMarkerClick(marker: MapMarker | null): void;
}

const toMap = (lat: number, lng: number) => fromLonLat([lng, lat]);

/**
 * The offline basemap: Natural Earth countries at 1:50m (npm `world-atlas`), drawn as vectors.
 * It ships with the map chunk, so the map works with no network and no tile server.
 */
async function offlineBasemap(): Promise<VectorLayer> {
  type Topology = Parameters<typeof feature>[0];
  type Objects = Parameters<typeof feature>[1];
  const topology = (await import('world-atlas/countries-50m.json')) as unknown as Topology;
  const countries = feature(topology, topology.objects.countries as Objects);
  const source = new VectorSource({
    features: new GeoJSON().readFeatures(countries, { featureProjection: 'EPSG:3857' }),
    attributions: 'Natural Earth (world-atlas)',
  });
  return new VectorLayer({
    source,
    style: new Style({
      fill: new Fill({ color: '#eef2e6' }),
      stroke: new Stroke({ color: '#9aa58c', width: 1 }),
    }),
  });
}

/** Creates the OpenLayers map; the widget keeps the controller and drives it. */
export async function createMap(options: MapOptions): Promise<MapController> {
  const routes = new VectorSource();
  const circles = new VectorSource();
  const markers = new VectorSource();
  const overlay = new Overlay({
    element: options.popup,
    positioning: 'bottom-center',
    offset: [0, -MARKER_SIZE_PX],
    autoPan: { animation: { duration: 200 } },
  });
  const base: BaseLayer[] = [await offlineBasemap()];
  if (options.tiles) {
    const { url, attribution } = options.tiles;
    base.push(
      new TileLayer({
        source: new XYZ({ url, crossOrigin: 'anonymous', attributions: attribution || undefined }),
      }),
    );
  }
  const map = new OlMap({
    target: options.target,
    layers: [
      ...base,
      new VectorLayer({ source: circles }),
      new VectorLayer({ source: routes }),
      new VectorLayer({ source: markers }),
    ],
    overlays: [overlay],
    view: new View({
      center: toMap(options.center.lat, options.center.lng),
      zoom: options.zoom,
    }),
  });

  const markerAt = (pixel: number[]): MapMarker | null => {
    let found: MapMarker | null = null;
    map.forEachFeatureAtPixel(pixel, (candidate) => {
      const marker = candidate.get('marker') as MapMarker | undefined;
      if (marker) {
        found = marker;
        return true;
      }
      return undefined;
    });
    return found;
  };
  map.on('singleclick', (event) => options.onMarkerClick(markerAt(event.pixel)));
  map.on('pointermove', (event) => {
    options.target.style.cursor = markerAt(event.pixel) ? 'pointer' : '';
  });
  // Where each marker is on screen, for tests and tools that cannot read a canvas.
  map.on('rendercomplete', () => {
    const placed = markers.getFeatures().map((item) => {
      const marker = item.get('marker') as MapMarker;
      const pixel = map.getPixelFromCoordinate(toMap(marker.lat, marker.lng));
      return { id: marker.id, x: Math.round(pixel[0]), y: Math.round(pixel[1]) };
    });
    options.target.dataset.markerPixels = JSON.stringify(placed);
  });

  return {
    setData(data) {
      markers.clear();
      routes.clear();
      circles.clear();
      markers.addFeatures(
        data.markers.map((marker) => {
          const item = new Feature({ geometry: new Point(toMap(marker.lat, marker.lng)) });
          item.set('marker', marker);
          item.setStyle(
            new Style({
              image: new Icon({
                src: markerIcon(marker.icon),
                width: MARKER_SIZE_PX,
                height: MARKER_SIZE_PX,
                anchor: [0.5, 1],
              }),
            }),
          );
          return item;
        }),
      );
      routes.addFeatures(
        data.routes.map((route) => {
          const item = new Feature({
            geometry: new LineString(route.path.map(([lat, lng]) => toMap(lat, lng))),
          });
          item.setStyle(new Style({ stroke: new Stroke({ color: route.color, width: 3 }) }));
          return item;
        }),
      );
      circles.addFeatures(
        data.circles.map((circle) => {
          const geometry = circular([circle.lng, circle.lat], circle.radius, 64);
          geometry.transform('EPSG:4326', 'EPSG:3857');
          const item = new Feature({ geometry });
          item.setStyle(
            new Style({
              fill: new Fill({ color: 'rgba(22, 119, 255, 0.12)' }),
              stroke: new Stroke({ color: '#1677ff', width: 2 }),
              text: new Text({ text: circle.title, fill: new Fill({ color: '#0b3d91' }) }),
            }),
          );
          return item;
        }),
      );
    },
    goTo(lat, lng, zoom) {
      map.getView().setCenter(toMap(lat, lng));
      map.getView().setZoom(zoom);
    },
    showInfo(marker) {
      overlay.setPosition(marker ? toMap(marker.lat, marker.lng) : undefined);
    },
    dispose() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
