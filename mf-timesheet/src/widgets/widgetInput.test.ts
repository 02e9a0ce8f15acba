import { readWidgetInput } from './widgetInput';

describe('widget props read at the edge', () => {
  it("merges the item's data and config, config winning", () => {
    const input = readWidgetInput({
      item: { id: 1, data: { viewDays: 3, url: '/a' }, config: { url: '/b' } },
      params: { id: '12' },
    });
    expect(input.config).toEqual({ viewDays: 3, url: '/b' });
  });

  it("resolves ':name' values from the route parameters", () => {
    const input = readWidgetInput({ data: { user_id: ':id' }, params: { id: '12' } });
    expect(input.config.user_id).toBe('12');
  });

  it('accepts a config written as JSON and keeps unknown props aside', () => {
    const input = readWidgetInput({ config: '{"time_format":"24hr"}', recordId: 5 });
    expect(input.config).toEqual({ time_format: '24hr' });
    expect(input.rest).toEqual({ recordId: 5 });
  });
});
