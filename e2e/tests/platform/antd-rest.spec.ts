import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ENV_NAME } from '../../support/env';
import { ROOT, run } from '../../support/commands';
import { ownSharedFiles, sharedModules } from '../../support/federation';

// A remote deployed alone that draws antd components no package of the platform imports (ADR
// 280): its build sends them to the third share key, the live shell provides them, and they draw
// in the page's one antd (its theme and style scope), with no copy of the remote's own.

const FIXTURE = path.join('e2e', 'fixtures', 'antd-rest-remote');
const REST = '@platform/antd-rest';

test('a remote deployed alone draws ColorPicker and Rate from the live shell’s antd', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await (await request.get('/remotes.json')).json();
  const build = `e2e-rest-${Date.now()}`;
  run('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(ROOT, FIXTURE),
    env: { BUILD_NUMBER: build },
  });
  // The publish gate compares what the build imports by share key with what the live shell
  // exports: this one passes without the shell being published again.
  const published = run(process.execPath, ['deploy/publish.mjs', FIXTURE, '--env', E2E_ENV_NAME]);
  expect(published).toMatch(/^published mf_quoting /m);
  try {
    const after = await (await request.get('/remotes.json')).json();
    expect(after.shell).toEqual(before.shell);

    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    await page.goto('/dev');
    const panel = page.getByTestId('dev-remote-mf_quoting');
    await expect(panel).toHaveAttribute('data-state', 'mounted');
    await expect(panel.locator('[data-remote-root="mf_quoting"]')).toHaveAttribute(
      'data-remote-build',
      build,
    );

    // They work: three stars of five are lit, a fourth click lights four; the picker shows its
    // colour as text and opens its panel.
    const probe = panel.getByTestId('antd-rest-probe');
    const stars = probe.locator('.ant-rate-star');
    await expect(stars).toHaveCount(5);
    await expect(probe.locator('.ant-rate-star-full')).toHaveCount(3);
    await stars.nth(3).locator('[role="radio"]').click();
    await expect(probe.locator('.ant-rate-star-full')).toHaveCount(4);
    const picker = probe.locator('.ant-color-picker-trigger');
    await expect(picker).toContainText('#1677FF');
    await picker.click();
    await expect(page.locator('.ant-color-picker-panel')).toBeVisible();

    // From the shell, the only one that provides it: its rest facade is loaded once, used by
    // this area.
    const rest = (await sharedModules(page))[REST] ?? [];
    expect(rest.filter((shared) => shared.loaded)).toHaveLength(1);
    expect([...new Set(rest.flatMap((shared) => shared.useIn))]).toEqual(['mf_quoting']);

    // In the page's one antd: the same CSS-in-JS hash and CSS-variable scope as the shell's own
    // components (a second copy of antd would bring its own).
    const themeOf = (locator: ReturnType<typeof page.locator>) =>
      locator
        .first()
        .evaluate((element) =>
          [...element.classList].filter((name) => /^(css-|pl-theme-)/.test(name)).sort(),
        );
    const rateTheme = await themeOf(probe.locator('.ant-rate'));
    expect(rateTheme).toHaveLength(2);
    expect(await themeOf(page.locator('.ant-btn'))).toEqual(rateTheme);

    // No file of the remote's own antd: it has no copy of the rest, and took the start's facade
    // from the shell as every remote does.
    const own = await ownSharedFiles(request, after.remotes.mf_quoting.entry, ['antd', REST]);
    expect(own.filter((file) => requested.includes(file))).toEqual([]);
  } finally {
    run(process.execPath, ['deploy/rollback.mjs', '--env', E2E_ENV_NAME, '--remote', 'mf_quoting']);
  }
  const restored = await (await request.get('/remotes.json')).json();
  expect(restored.remotes.mf_quoting).toEqual(before.remotes.mf_quoting);
});
