import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * What the sign-in page downloads, measured in bytes (never in time), against issue 18's goal of
 * 180 KB gzip (ADR 169), as scripts/check-login-weight.mjs does through the builds' chunk graphs.
 * antd and the heavy widget libraries (OpenLayers, charts, PDF, the basemap) must not be part of it.
 */
const LOGIN_JS_GZIP_BUDGET = 180 * 1024;

/** Strings that only those libraries' code contains. */
const HEAVY_SIGNATURES: Record<string, string> = {
  // The sign-in form is drawn with plain controls; antd loads with the pages after it (ADR 169).
  'antd (its icons)': 'anticon',
  OpenLayers: 'ol-overlaycontainer',
  'world-atlas basemap': '"countries":{"type":"GeometryCollection"',
  '@ant-design/charts (G2)': 'G2_CHART_KEY',
  'pdf.js': 'GlobalWorkerOptions',
};

test('the sign-in page downloads no widget libraries and stays within its byte budget', async ({
  page,
}) => {
  const scripts: Array<{ url: string; body: Buffer }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const gzip = scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0);
  const raw = scripts.reduce((sum, script) => sum + script.body.length, 0);
  test.info().annotations.push({
    type: 'login JS',
    description: `${scripts.length} files, ${raw} bytes raw, ${gzip} bytes gzip`,
  });
  for (const [library, signature] of Object.entries(HEAVY_SIGNATURES)) {
    const carriers = scripts.filter((script) => script.body.includes(signature));
    expect(
      carriers.map((script) => script.url),
      `${library} on the sign-in page`,
    ).toEqual([]);
  }
  expect(gzip).toBeLessThanOrEqual(LOGIN_JS_GZIP_BUDGET);
});
