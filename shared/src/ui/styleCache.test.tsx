import { render } from '@testing-library/react';
import { Button } from 'antd';
import { AreaProviders } from './AreaProviders';
import { createKeptStyleCache, PLATFORM_STYLE_CACHE } from './styleCache';

describe("antd's kept style cache", () => {
  it('keeps a value when its last user leaves, and hands it to the next', () => {
    const cache = createKeptStyleCache();
    const computed = { css: '.a{}' };
    cache.opUpdate('style%a', () => [1, computed]);
    // What antd does when the last instance unmounts: count 0, so it asks to drop the entry.
    cache.opUpdate('style%a', (previous) =>
      previous && previous[0] > 1 ? [previous[0] - 1, previous[1]] : null,
    );
    expect(cache.opGet('style%a')).toEqual([0, computed]);
    // The next mount finds the value instead of computing it again.
    let reused: unknown = null;
    cache.opUpdate('style%a', (previous) => {
      reused = previous?.[1];
      return [1, previous?.[1] ?? { css: 'computed again' }];
    });
    expect(reused).toBe(computed);
    // Values never stored are still dropped as antd asks.
    cache.opUpdate('style%b', () => null);
    expect(cache.opGet('style%b')).toBeNull();
  });

  it("keeps an area's antd styles across its unmount, and draws them again on the next mount", () => {
    const first = render(
      <AreaProviders>
        <Button type="primary">Save</Button>
      </AreaProviders>,
    );
    const kept = [...PLATFORM_STYLE_CACHE.cache.keys()];
    expect(kept.some((key) => key.includes('Button'))).toBe(true);
    first.unmount();
    expect([...PLATFORM_STYLE_CACHE.cache.keys()]).toEqual(kept);
    render(
      <AreaProviders>
        <Button type="primary">Save</Button>
      </AreaProviders>,
    );
    const styles = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('');
    expect(styles).toContain('.ant-btn');
  });
});
