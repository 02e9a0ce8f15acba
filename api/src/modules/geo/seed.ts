import type { AppContext } from '../../core/module';

const DEMO_ORGANISATION_ID = 1;

/** Demo job sites around Sydney (suburb centres), visited in turn by the recorded staff. */
export const DEMO_SITES: ReadonlyArray<{ name: string; lat: number; lng: number }> = [
  { name: 'Parramatta', lat: -33.815, lng: 151.0011 },
  { name: 'Strathfield', lat: -33.8722, lng: 151.094 },
  { name: 'Chatswood', lat: -33.7969, lng: 151.1832 },
  { name: 'Bondi', lat: -33.8915, lng: 151.2767 },
  { name: 'Hurstville', lat: -33.967, lng: 151.102 },
  { name: 'Liverpool', lat: -33.92, lng: 150.923 },
  { name: 'Penrith', lat: -33.751, lng: 150.694 },
  { name: 'Burwood', lat: -33.8774, lng: 151.104 },
];

/**
 * Location samples for the demo's recorded clock days (timesheet seed): clock on at the
 * factory, a break at one job site, clock off at another, so the map shows markers and a route
 * per person per day. People who already have samples are left as they are.
 */
export async function seedGeo(ctx: AppContext): Promise<void> {
  const entries = await ctx.db
    .selectFrom('timesheet_entries')
    .select(['id', 'user_id', 'type', 'start_at', 'end_at', 'device_token', 'shift_start'])
    .where('organisation_id', '=', DEMO_ORGANISATION_ID)
    .where('source', '=', 'clock')
    .where('start_at', 'is not', null)
    .orderBy('user_id')
    .orderBy('start_at')
    .execute();
  const withSamples = new Set(
    (
      await ctx.db
        .selectFrom('location_samples')
        .select('user_id')
        .where('organisation_id', '=', DEMO_ORGANISATION_ID)
        .groupBy('user_id')
        .execute()
    ).map((row) => row.user_id),
  );
  const factory = await ctx.db
    .selectFrom('geofences')
    .select(['latitude', 'longitude'])
    .where('organisation_id', '=', DEMO_ORGANISATION_ID)
    .orderBy('id')
    .executeTakeFirst();
  const home = factory
    ? { lat: factory.latitude, lng: factory.longitude }
    : { lat: -33.8688, lng: 151.2093 };

  // One shift per (user, shift_start): its first period, its breaks and its last period.
  const shifts = new Map<string, typeof entries>();
  for (const entry of entries) {
    if (withSamples.has(entry.user_id) || !entry.shift_start) continue;
    const key = `${entry.user_id}|${new Date(entry.shift_start).toISOString()}`;
    shifts.set(key, [...(shifts.get(key) ?? []), entry]);
  }
  let visit = 0;
  for (const periods of shifts.values()) {
    const first = periods[0];
    const last = periods[periods.length - 1];
    const siteA = DEMO_SITES[(visit + first.user_id) % DEMO_SITES.length];
    const siteB = DEMO_SITES[(visit + first.user_id + 3) % DEMO_SITES.length];
    visit += 1;
    const samples = [
      { type: 'start', at: first.start_at, ...home },
      ...periods
        .filter((period) => period.type !== 'working')
        .map((period) => ({ type: 'break', at: period.start_at, lat: siteA.lat, lng: siteA.lng })),
      { type: 'stop', at: last.end_at ?? last.start_at, lat: siteB.lat, lng: siteB.lng },
    ];
    for (const sample of samples) {
      await ctx.db
        .insertInto('location_samples')
        .values({
          organisation_id: DEMO_ORGANISATION_ID,
          user_id: first.user_id,
          entry_id: first.id,
          device_token: first.device_token ?? 'demo-phone',
          type: sample.type,
          latitude: sample.lat,
          longitude: sample.lng,
          accuracy: 12,
          altitude: null,
          heading: null,
          speed: null,
          recorded_at: new Date(sample.at as string | Date),
        })
        .execute();
    }
  }
}
