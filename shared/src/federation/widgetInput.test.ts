import { fillRoute, parseWidgetConfig, readWidgetInput } from './widgetInput';

describe('readWidgetInput: widget props read at the edge', () => {
  it("merges the item's data and config, config winning", () => {
    const input = readWidgetInput({
      item: { id: 1, data: { viewDays: 3, url: '/a' }, config: { url: '/b' } },
      params: { id: '12' },
    });
    expect(input.settings).toEqual({ viewDays: 3, url: '/b' });
    expect(input.item).toEqual({
      id: 1,
      data: { viewDays: 3, url: '/a' },
      config: { url: '/b' },
    });
  });

  it("resolves ':name' values from the route parameters", () => {
    const input = readWidgetInput({ data: { user_id: ':id' }, params: { id: 12 } });
    expect(input.settings.user_id).toBe('12');
    expect(input.params).toEqual({ id: '12' });
  });

  it('accepts a config written as JSON and keeps unknown props aside', () => {
    const input = readWidgetInput({ config: '{"time_format":"24hr"}', recordId: 5 });
    expect(input.settings).toEqual({ time_format: '24hr' });
    expect(input.rest).toEqual({ recordId: 5 });
    expect(input.item).toBeNull();
  });

  it("leaves out route parameters that are '' unless asked to keep them", () => {
    const props = { params: { user_id: '', id: '7', gone: null } };
    expect(readWidgetInput(props).params).toEqual({ id: '7' });
    expect(readWidgetInput(props, { keepEmptyParams: true }).params).toEqual({
      user_id: '',
      id: '7',
    });
  });
});

describe('parseWidgetConfig and fillRoute', () => {
  it('reads an object, a JSON object string, and nothing else', () => {
    expect(parseWidgetConfig({ a: 1 })).toEqual({ a: 1 });
    expect(parseWidgetConfig(' {"a":2}')).toEqual({ a: 2 });
    expect(parseWidgetConfig('{broken')).toEqual({});
    expect(parseWidgetConfig('[1]')).toEqual({});
  });

  it("fills a route's ':name' parts, or gives null when one is missing", () => {
    expect(fillRoute('/costing/product/:id/clone', { id: 'a b' })).toBe(
      '/costing/product/a%20b/clone',
    );
    expect(fillRoute('/costing/product/:id/:child_id', { id: '1' })).toBeNull();
  });
});
