import { fetchOnce, prefetch } from './prefetch';

// jsdom has no fetch: an answer is what the readers use of one.
const answer = (body: string) => Promise.resolve({ text: () => Promise.resolve(body) } as Response);

describe('the first requests, started by the entry script', () => {
  it('hands the early answer to the first reader only, then asks again', async () => {
    const early = jest.fn((url: string) => answer(`early ${url}`));
    prefetch(['/config.json', '/remotes.json'], early as unknown as typeof fetch);
    expect(early).toHaveBeenCalledTimes(2);
    expect(early).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    const later = jest.fn((url: string) => answer(`later ${url}`));
    const fetcher = later as unknown as typeof fetch;
    expect(await (await fetchOnce('/remotes.json', undefined, fetcher)).text()).toBe(
      'early /remotes.json',
    );
    expect(await (await fetchOnce('/remotes.json', undefined, fetcher)).text()).toBe(
      'later /remotes.json',
    );
    expect(await (await fetchOnce('/other.json', { cache: 'no-store' }, fetcher)).text()).toBe(
      'later /other.json',
    );
    expect(later).toHaveBeenCalledWith('/other.json', { cache: 'no-store' });
    expect(await (await fetchOnce('/config.json', undefined, fetcher)).text()).toBe(
      'early /config.json',
    );
  });

  it('gives an early failure to its reader', async () => {
    prefetch(['/config.json'], (() => Promise.reject(new TypeError('offline'))) as typeof fetch);
    const later = jest.fn(() => answer('later'));
    await expect(
      fetchOnce('/config.json', undefined, later as unknown as typeof fetch),
    ).rejects.toThrow('offline');
    expect(later).not.toHaveBeenCalled();
  });
});
