import { buildUrl, toQueryString } from './query';

describe('buildUrl', () => {
  it('joins the base URL and the path with one slash', () => {
    expect(buildUrl('http://api.test/', '/page-info')).toBe('http://api.test/page-info');
    expect(buildUrl('http://api.test', 'page-info')).toBe('http://api.test/page-info');
  });

  it('keeps an absolute URL such as a separate upload service', () => {
    expect(buildUrl('http://api.test', 'https://files.test/upload')).toBe(
      'https://files.test/upload',
    );
  });

  it('keeps the path as it is without a base URL', () => {
    expect(buildUrl('', '/route-tabs/3')).toBe('/route-tabs/3');
  });

  it('appends parameters to a path that already has a query', () => {
    expect(buildUrl('', '/notifications?popup_only=true', { page: 2 })).toBe(
      '/notifications?popup_only=true&page=2',
    );
  });
});

describe('toQueryString', () => {
  it('JSON-encodes objects, repeats arrays and leaves out empty values', () => {
    const query = new URLSearchParams(
      toQueryString({
        pagination_object: { page_number: 1 },
        'destinations[]': ['a/1.jpg', 'a/2.jpg'],
        missing: undefined,
        none: null,
        flag: true,
      }),
    );
    expect(query.get('pagination_object')).toBe('{"page_number":1}');
    expect(query.getAll('destinations[]')).toEqual(['a/1.jpg', 'a/2.jpg']);
    expect(query.has('missing')).toBe(false);
    expect(query.has('none')).toBe(false);
    expect(query.get('flag')).toBe('true');
  });

  it('sends dates as ISO strings', () => {
    expect(toQueryString({ date: new Date('2024-05-01T00:00:00Z') })).toBe(
      'date=2024-05-01T00%3A00%3A00.000Z',
    );
  });
});
