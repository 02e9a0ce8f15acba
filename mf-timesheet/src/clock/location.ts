import type { Geofence, LocationCoordinates } from '@platform/shared';

/** One high-accuracy sample, waiting at most 30 s and accepting a fix up to 5 s old. */
export const LOCATION_REQUEST: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 30_000,
  maximumAge: 5_000,
};

export const LOCATION_CONSENT =
  'Your location is only recorded while you are clocked in. When you are not clocked in, your location is not stored or visible to your employer.';

export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export const LOCATION_MESSAGES: Record<LocationFailure, string> = {
  denied: 'Location permission is denied: your clock change was saved without your location.',
  unavailable: 'Your location could not be found: your clock change was saved without it.',
  timeout: 'Your location took too long to find: your clock change was saved without it.',
  unsupported: 'This browser cannot share a location: your clock change was saved without it.',
};

export class LocationError extends Error {
  readonly reason: LocationFailure;

  constructor(reason: LocationFailure) {
    super(LOCATION_MESSAGES[reason]);
    this.name = 'LocationError';
    this.reason = reason;
  }
}

function failureOf(error: GeolocationPositionError): LocationFailure {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

/** Asks the browser for one location sample. */
export function requestLocationSample(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocationCoordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
          altitude: position.coords.altitude,
          heading: position.coords.heading,
          speed: position.coords.speed,
          timestamp: new Date(position.timestamp).toISOString(),
        }),
      (error) => reject(new LocationError(failureOf(error))),
      LOCATION_REQUEST,
    );
  });
}

/** Metres between two points on Earth (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The geofence a sample falls in, if any. */
export function geofenceAt(
  fences: Geofence[],
  where: { latitude: number; longitude: number },
): Geofence | null {
  return fences.find((fence) => distanceMetres(fence, where) <= fence.radius) ?? null;
}

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The browser's geolocation permission, without asking for it. */
export async function locationPermission(): Promise<LocationPermission> {
  try {
    const status = await globalThis.navigator?.permissions?.query({ name: 'geolocation' });
    return status?.state ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
