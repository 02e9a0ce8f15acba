import { bearer, body, callAs, describeEachDatabase, login } from '../../testing/create-test-app';
import { OfflineGazetteer, parseQuery, titleCase } from './gazetteer';
import type { MapData } from './locations';

const row = (locality: string, state: string, postcode: string, type = 'Delivery Area') => ({
  locality,
  state,
  postcode,
  type,
  lat: -33.8,
  long: 151,
});

describe('the offline gazetteer', () => {
  const gazetteer = new OfflineGazetteer(() => [
    row('NORTH PARRAMATTA', 'NSW', '2151'),
    row('PARRAMATTA', 'NSW', '2150'),
    row('PARRAMATTA PARK', 'QLD', '4870'),
    row('PARRAMATTA', 'NSW', '2150'),
    row('PARRAMATTA', 'NSW', '2124', 'Post Office Boxes'),
    row("O'CONNOR", 'ACT', '2602'),
  ]);

  it('ranks the exact name first, then names starting with the words, then names containing them', async () => {
    expect((await gazetteer.search('parramatta', 10)).map((place) => place.label)).toEqual([
      'Parramatta NSW 2150',
      'Parramatta Park QLD 4870',
      'North Parramatta NSW 2151',
    ]);
  });

  it('filters by state and postcode written anywhere in the query, and keeps delivery areas only', async () => {
    expect((await gazetteer.search('parramatta qld', 10)).map((p) => p.label)).toEqual([
      'Parramatta Park QLD 4870',
    ]);
    expect((await gazetteer.search('2151', 10)).map((p) => p.label)).toEqual([
      'North Parramatta NSW 2151',
    ]);
    expect(await gazetteer.search('2124', 10)).toEqual([]);
    expect(await gazetteer.search('nsw', 10)).toEqual([]);
  });

  it('writes names as people do and limits the answers', async () => {
    expect(titleCase("O'CONNOR")).toBe("O'Connor");
    expect(titleCase('MOUNT LOFTY-RANGES')).toBe('Mount Lofty-Ranges');
    expect(await gazetteer.search('parra', 1)).toHaveLength(1);
    expect(parseQuery('Parramatta, NSW 2150')).toEqual({
      words: 'parramatta',
      state: 'NSW',
      postcode: '2150',
    });
  });

  it('answers from the shipped Australian data set', async () => {
    const real = new OfflineGazetteer();
    const [first] = await real.search('Parramatta NSW', 5);
    expect(first).toMatchObject({ label: 'Parramatta NSW 2150', postcode: '2150', state: 'NSW' });
    expect(first.lat).toBeCloseTo(-33.8, 0);
    expect(first.lng).toBeCloseTo(151.0, 0);
    expect((await real.search('3000', 5)).map((p) => p.label)).toContain('Melbourne VIC 3000');
  });
});

describeEachDatabase('geo routes', (get) => {
  it('searches addresses for staff, with a clear 400 for a query too short', async () => {
    const { app } = get();
    const token = await login(app, 'sales@demo.test');
    const found = await callAs(app, token, 'GET', '/geocode?q=bondi%20beach');
    expect(found.statusCode).toBe(200);
    expect(body<Array<{ label: string }>>(found).data[0].label).toBe('Bondi Beach NSW 2026');
    const short = await app.inject({ method: 'GET', url: '/geocode?q=b', headers: bearer(token) });
    expect(short.statusCode).toBe(400);
    expect(body(short).info.message).toMatch(/q/);
    expect((await app.inject({ method: 'GET', url: '/geocode?q=bondi' })).statusCode).toBe(401);
  });

  it("shows the seeded day's markers, routes and geofences, and points to the last day with locations", async () => {
    const { app } = get();
    const token = await login(app, 'admin@demo.test');
    // The test clock stands on Wednesday 11 March 2026 (Sydney); the seed records the weekdays before it.
    const today = await callAs(app, token, 'GET', '/map/locations?date=2026-03-11');
    const empty = body<MapData>(today).data;
    expect(empty.markers).toEqual([]);
    expect(empty.latest_date).toBe('2026-03-10');
    expect(empty.circles.map((circle) => circle.title)).toEqual(['Factory']);

    const day = body<MapData>(
      await callAs(app, token, 'GET', '/map/locations?date=2026-03-10'),
    ).data;
    expect(day.latest_date).toBeNull();
    const people = [...new Set(day.markers.map((marker) => marker.user_id))];
    expect(people.length).toBe(2);
    expect(day.markers.map((marker) => marker.icon)).toEqual(
      expect.arrayContaining(['start', 'break', 'stop']),
    );
    expect(day.markers[0].title).toMatch(/: Clocked on$/);
    expect(day.routes).toHaveLength(2);
    for (const route of day.routes) expect(route.path.length).toBeGreaterThanOrEqual(3);
    // Every sample lies on the asked day in Sydney.
    for (const marker of day.markers) {
      expect(marker.recorded_at >= '2026-03-09T13:00:00.000Z').toBe(true);
      expect(marker.recorded_at < '2026-03-10T13:00:00.000Z').toBe(true);
    }

    const one = body<MapData>(
      await callAs(app, token, 'GET', `/map/locations?date=2026-03-10&user_id=${people[0]}`),
    ).data;
    expect(new Set(one.markers.map((marker) => marker.user_id))).toEqual(new Set([people[0]]));
  });

  it('keeps locations to managers of the same organisation and rejects bad input clearly', async () => {
    const { app } = get();
    const sales = await login(app, 'sales@demo.test');
    expect((await callAs(app, sales, 'GET', '/map/locations?date=2026-03-10')).statusCode).toBe(
      403,
    );
    const acme = await login(app, 'admin@acme.test');
    const other = body<MapData>(
      await callAs(app, acme, 'GET', '/map/locations?date=2026-03-10'),
    ).data;
    expect(other.markers).toEqual([]);
    expect(other.latest_date).toBeNull();
    const admin = await login(app, 'admin@demo.test');
    const badDate = await callAs(app, admin, 'GET', '/map/locations?date=10/03/2026');
    expect(badDate.statusCode).toBe(400);
    expect(body(badDate).info.message).toBe('The date must be a day written YYYY-MM-DD.');
    const stranger = await callAs(
      app,
      admin,
      'GET',
      '/map/locations?date=2026-03-10&user_id=999999',
    );
    expect(stranger.statusCode).toBe(404);
  });
});
