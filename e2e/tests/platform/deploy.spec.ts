import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, run } from '../../support/commands';
import { E2E_ENV_NAME } from '../../support/env';

test('publishing one remote changes what the next visit loads, without touching the shell or the others', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const before = await (await request.get('/remotes.json')).json();
  await page.goto('/dev');
  const panel = page.getByTestId('dev-remote-mf_quoting');
  await expect(panel).toHaveAttribute('data-state', 'mounted');
  const oldBuild = await panel
    .locator('[data-remote-root="mf_quoting"]')
    .getAttribute('data-remote-build');

  const build = `e2e-${Date.now()}`;
  run('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(ROOT, 'mf-quoting'),
    env: { BUILD_NUMBER: build },
  });
  run(process.execPath, ['deploy/publish.mjs', 'mf-quoting', '--env', E2E_ENV_NAME]);

  const after = await (await request.get('/remotes.json')).json();
  expect(after.shell).toEqual(before.shell);
  expect(after.remotes.mf_quoting.version).not.toBe(before.remotes.mf_quoting.version);
  for (const name of Object.keys(before.remotes).filter((n) => n !== 'mf_quoting')) {
    expect(after.remotes[name]).toEqual(before.remotes[name]);
  }

  await page.reload();
  await expect(panel).toHaveAttribute('data-state', 'mounted');
  await expect(panel.locator('[data-remote-root="mf_quoting"]')).toHaveAttribute(
    'data-remote-build',
    build,
  );
  await expect(panel).toContainText(after.remotes.mf_quoting.version);

  // Rollback is one command, and the next visit is back on the previous version.
  run(process.execPath, ['deploy/rollback.mjs', '--env', E2E_ENV_NAME, '--remote', 'mf_quoting']);
  await page.reload();
  await expect(panel.locator('[data-remote-root="mf_quoting"]')).toHaveAttribute(
    'data-remote-build',
    oldBuild ?? '',
  );
  await expect(panel).toContainText(before.remotes.mf_quoting.version);
});
