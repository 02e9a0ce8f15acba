import { DEFAULT_CIRCLE_RADIUS_M, extentOf, parseMapData, viewFor, zoomForSpan } from './mapModel';

describe('map model', () => {
  it('zooms by the span the points cover (spec §9: < 0.01 → 15, < 0.1 → 12, < 1 → 10, else 5)', () => {
    expect(zoomForSpan(0)).toBe(15);
    expect(zoomForSpan(0.0099)).toBe(15);
    expect(zoomForSpan(0.01)).toBe(12);
    expect(zoomForSpan(0.0999)).toBe(12);
    expect(zoomForSpan(0.1)).toBe(10);
    expect(zoomForSpan(0.999)).toBe(10);
    expect(zoomForSpan(1)).toBe(5);
    expect(zoomForSpan(40)).toBe(5);
  });

  it('centres on the middle of the points and takes the larger range as the span', () => {
    expect(extentOf([])).toBeNull();
    expect(
      extentOf([
        { lat: -33.8, lng: 151.0 },
        { lat: -33.9, lng: 151.3 },
      ]),
    ).toEqual({
      lat: expect.closeTo(-33.85, 6),
      lng: expect.closeTo(151.15, 6),
      span: expect.closeTo(0.3, 6),
    });
  });

  it('frames markers, route points and circle centres together', () => {
    const data = parseMapData({
      markers: [{ id: 'a', lat: -33.8, lng: 151, icon: 'start', title: 'A', description: '' }],
      routes: [
        {
          title: 'R',
          color: '#000',
          path: [
            [-33.8, 151],
            [-33.805, 151.004],
          ],
        },
      ],
      circles: [{ id: 'c', lat: -33.802, lng: 151.002, radius: 250, title: 'Factory' }],
    });
    expect(viewFor(data)).toEqual({
      lat: expect.closeTo(-33.8025, 6),
      lng: expect.closeTo(151.002, 6),
      zoom: 15,
    });
    expect(viewFor(parseMapData({ markers: [] })).zoom).toBe(10);
  });

  it('reads the spec shape { data: { markers, routes } } and drops points without coordinates', () => {
    const data = parseMapData({
      data: {
        markers: [
          { id: 'ok', lat: -33.8, lng: 151, title: 'Here' },
          { id: 'bad', lat: 'x', lng: 151 },
          { id: 'null', lat: null, lng: null },
        ],
        routes: [
          { title: 'one point only', path: [[-33.8, 151]] },
          {
            title: 'two',
            path: [
              [-33.8, 151],
              ['a', 1],
              [-33.9, 151.1],
            ],
          },
        ],
        circles: [{ lat: -33.8, lng: 151, title: 'No radius' }],
      },
    });
    expect(data.markers.map((marker) => marker.id)).toEqual(['ok']);
    expect(data.routes).toEqual([
      {
        user_id: undefined,
        title: 'two',
        color: '#1677ff',
        path: [
          [-33.8, 151],
          [-33.9, 151.1],
        ],
      },
    ]);
    expect(data.circles[0].radius).toBe(DEFAULT_CIRCLE_RADIUS_M);
    expect(data.latest_date).toBeNull();
    expect(() => parseMapData('nope')).toThrow('The map data is not an object.');
  });
});
