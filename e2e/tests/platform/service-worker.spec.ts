import { expect, test } from '@playwright/test';
import { REMOTE_URLS } from '../../support/env';

test.use({ serviceWorkers: 'allow' });

test('a repeat visit starts from the cache: the shell precached, remote releases cached', async ({
  page,
}) => {
  await page.goto('/dev');
  await expect(page.getByTestId('dev-remote-mf_quoting')).toHaveAttribute('data-state', 'mounted');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit's remote files were fetched before the worker took control; visit once more
  // so it caches them, then measure the repeat visit.
  await page.reload();
  await expect(page.getByTestId('dev-remote-mf_quoting')).toHaveAttribute('data-state', 'mounted');

  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    (response.fromServiceWorker() ? fromWorker : fromNetwork).push(url);
  });
  await page.reload();
  for (const remote of Object.keys(REMOTE_URLS)) {
    await expect(page.getByTestId(`dev-remote-${remote}`)).toHaveAttribute('data-state', 'mounted');
  }
  const remoteOrigins = Object.values(REMOTE_URLS);
  expect(
    fromWorker.some((url) => url.endsWith('/main.js') || /\/\d+\.[0-9a-f]{10}\.js$/.test(url)),
  ).toBe(true);
  expect(fromWorker.some((url) => remoteOrigins.some((origin) => url.startsWith(origin)))).toBe(
    true,
  );
  expect(
    fromNetwork.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin))),
  ).toEqual([]);
});
