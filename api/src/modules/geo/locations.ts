import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { DASHBOARD_USER_TYPE_ID } from '../../core/auth-guard';
import { timesheetProfile } from '../timesheet/profile';
import { dateInZone, endOfDay, startOfDay } from '@platform/shared/values';

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** 'start', 'break', 'stop': which clock event the sample was taken at. */
  icon: string;
  title: string;
  description: string;
  user_id: number;
  recorded_at: string;
}

export interface MapRoute {
  user_id: number;
  title: string;
  color: string;
  /** [lat, lng] in time order. */
  path: Array<[number, number]>;
}

export interface MapCircle {
  id: string;
  lat: number;
  lng: number;
  radius: number;
  title: string;
}

export interface MapData {
  date: string;
  zone: string;
  markers: MapMarker[];
  routes: MapRoute[];
  circles: MapCircle[];
  staff: Array<{ id: number; name: string }>;
  /** The most recent day with any location, when the asked day has none (else null). */
  latest_date: string | null;
}

/** Colours of people's routes, in staff order. */
const ROUTE_COLOURS = ['#1677ff', '#eb2f96', '#52c41a', '#fa8c16', '#722ed1', '#13c2c2'];
/** A day's samples at most (a full day of a large team); the map stays responsive. */
export const MAP_SAMPLE_LIMIT = 5_000;

const EVENT_TITLES: Record<string, string> = {
  start: 'Clocked on',
  break: 'Break',
  stop: 'Clocked off',
};

/**
 * Where the organisation's staff were on a day (in the viewer's zone): one marker per location
 * sample (taken at clock on, break and clock off), each person's route through them, and the
 * organisation's geofences as circles. Only the viewer's organisation is read.
 */
export async function locationsOn(
  ctx: AppContext,
  viewer: AuthUser,
  query: { date: string; userId?: number },
): Promise<MapData> {
  const { zone } = await timesheetProfile(ctx.db, viewer);
  const staff = (
    await ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('organisation_id', '=', viewer.organisation_id)
      .where('active', '=', true)
      .where('user_type_id', '!=', DASHBOARD_USER_TYPE_ID)
      .orderBy('first_name')
      .orderBy('last_name')
      .execute()
  ).map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() }));
  const nameOf = new Map(staff.map((person) => [person.id, person.name]));

  let samples = ctx.db
    .selectFrom('location_samples')
    .select(['id', 'user_id', 'type', 'latitude', 'longitude', 'accuracy', 'recorded_at'])
    .where('organisation_id', '=', viewer.organisation_id)
    .where('recorded_at', '>=', startOfDay(query.date, zone))
    .where('recorded_at', '<', endOfDay(query.date, zone));
  if (query.userId !== undefined) samples = samples.where('user_id', '=', query.userId);
  const rows = await samples
    .orderBy('user_id')
    .orderBy('recorded_at')
    .orderBy('id')
    .limit(MAP_SAMPLE_LIMIT)
    .execute();

  const time = new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const markers: MapMarker[] = rows.map((row) => {
    const at = new Date(row.recorded_at);
    const person = nameOf.get(row.user_id) ?? `User ${row.user_id}`;
    return {
      id: `sample-${row.id}`,
      lat: row.latitude,
      lng: row.longitude,
      icon: row.type,
      title: `${person}: ${EVENT_TITLES[row.type] ?? row.type}`,
      description: `${time.format(at)} · accuracy ${Math.round(row.accuracy)} m`,
      user_id: row.user_id,
      recorded_at: at.toISOString(),
    };
  });
  const byUser = new Map<number, Array<[number, number]>>();
  for (const row of rows) {
    const path = byUser.get(row.user_id) ?? [];
    path.push([row.latitude, row.longitude]);
    byUser.set(row.user_id, path);
  }
  const routes: MapRoute[] = [...byUser.entries()]
    .filter(([, path]) => path.length > 1)
    .map(([userId, path]) => ({
      user_id: userId,
      title: nameOf.get(userId) ?? `User ${userId}`,
      color:
        ROUTE_COLOURS[
          Math.max(
            0,
            staff.findIndex((p) => p.id === userId),
          ) % ROUTE_COLOURS.length
        ],
      path,
    }));

  const circles: MapCircle[] = (
    await ctx.db
      .selectFrom('geofences')
      .select(['id', 'identifier', 'latitude', 'longitude', 'radius'])
      .where('organisation_id', '=', viewer.organisation_id)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    id: `geofence-${row.id}`,
    lat: row.latitude,
    lng: row.longitude,
    radius: row.radius,
    title: row.identifier,
  }));

  let latestDate: string | null = null;
  if (markers.length === 0) {
    let latest = ctx.db
      .selectFrom('location_samples')
      .select((eb) => eb.fn.max('recorded_at').as('at'))
      .where('organisation_id', '=', viewer.organisation_id)
      .where('recorded_at', '<=', ctx.clock.now());
    if (query.userId !== undefined) latest = latest.where('user_id', '=', query.userId);
    const found = await latest.executeTakeFirst();
    if (found?.at) latestDate = dateInZone(new Date(found.at as string | Date), zone);
  }

  return { date: query.date, zone, markers, routes, circles, staff, latest_date: latestDate };
}
