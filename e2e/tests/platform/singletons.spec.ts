import { expect, test } from '@playwright/test';
import { REMOTE_URLS } from '../../support/env';
import { ownSharedFiles, sharedModules } from '../../support/federation';

test('all six remotes mount with exactly one copy of React and of antd', async ({
  page,
  request,
}) => {
  // A stand-in for React DevTools: every react-dom copy registers its renderer with this hook.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));

  await page.goto('/dev');
  for (const remote of Object.keys(REMOTE_URLS)) {
    await expect(page.getByTestId(`dev-remote-${remote}`)).toHaveAttribute('data-state', 'mounted');
    await expect(page.locator(`[data-remote-root="${remote}"]`)).toHaveCount(1);
  }

  const reactRenderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(reactRenderers).toBe(1);

  // No remote's own copy (its fallback chunks for the singletons) was fetched.
  const manifest = await (await request.get('/remotes.json')).json();
  for (const [remote, { entry }] of Object.entries<{ entry: string }>(manifest.remotes)) {
    for (const name of ['react', 'react-dom', 'react-dom/client', 'antd']) {
      const own = await ownSharedFiles(request, entry, [name]);
      expect(
        own.filter((file) => requested.includes(file)),
        `${remote} loaded its own ${name}`,
      ).toEqual([]);
    }
  }

  // The federation runtime agrees: one version of each singleton is in use.
  const modules = await sharedModules(page);
  const versionsInUse = (pkg: string) =>
    new Set(
      (modules[pkg] ?? [])
        .filter((shared) => shared.loaded || shared.useIn.length > 0)
        .map((shared) => shared.version),
    );
  expect(versionsInUse('react').size).toBe(1);
  expect(versionsInUse('antd').size).toBe(1);
});
