import { expect, test } from '@playwright/test';
import { REMOTE_URLS } from '../../support/env';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** antd is shared per component, one share key each (ADR 209). */
const isAntd = (name: string) => name.startsWith('antd/es/');

test('all six remotes mount with exactly one copy of React and of each antd component', async ({
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
    const remoteManifest = await (await request.get(entry)).json();
    const base = entry.replace(/mf-manifest\.json$/, '');
    for (const shared of remoteManifest.shared as ManifestShared[]) {
      if (!['react', 'react-dom', 'react-dom/client'].includes(shared.name) && !isAntd(shared.name))
        continue;
      const files = [...shared.assets.js.sync, ...shared.assets.js.async].map(
        (file) => base + file,
      );
      const loaded = files.filter((file) => requested.includes(file));
      expect(loaded, `${remote} loaded its own ${shared.name}`).toEqual([]);
    }
  }

  // The federation runtime agrees: one version of each singleton is in use.
  const versionsInUse = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded || (info.useIn && info.useIn.length))
            (result[pkg] ??= new Set()).add(version);
        }
      }
    }
    return Object.fromEntries(Object.entries(result).map(([pkg, set]) => [pkg, [...set]]));
  });
  expect(versionsInUse.react).toHaveLength(1);
  const antdInUse = Object.entries(versionsInUse).filter(([name]) => isAntd(name));
  // The remotes draw with Form, Table, Button…: each of them is taken once, from the shell.
  expect(antdInUse.map(([name]) => name)).toEqual(
    expect.arrayContaining(['antd/es/button', 'antd/es/form', 'antd/es/table']),
  );
  for (const [name, versions] of antdInUse) expect(versions, name).toHaveLength(1);
});

test('an antd component no package uses (Transfer) loads from the shell and follows the one ConfigProvider', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/dev');
  await expect(page.getByTestId('dev-remote-mf_views')).toHaveAttribute('data-state', 'mounted');
  const before = scripts.length;
  // What a remote that imports Transfer does when its code runs: take it from the share scope.
  const drawn = await page.evaluate(async () => {
    type Factory = () => Record<string, unknown>;
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __INSTANCES__: Array<{
            name: string;
            loadShare: (name: string) => Promise<Factory | false>;
          }>;
        };
      }
    ).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    const load = async (name: string) => {
      const factory = await shell.loadShare(name);
      if (!factory) throw new Error(`${name} is not in the share scope`);
      return factory();
    };
    const [React, client, transfer, provider] = await Promise.all([
      load('react'),
      load('react-dom/client'),
      load('antd/es/transfer'),
      load('antd/es/config-provider'),
    ]);
    const h = (React as unknown as { createElement: (...args: unknown[]) => unknown })
      .createElement;
    const host = document.createElement('div');
    host.dataset.testid = 'lone-transfer';
    document.body.append(host);
    (client as unknown as { createRoot: (el: Element) => { render: (node: unknown) => void } })
      .createRoot(host)
      .render(
        h(
          provider.default,
          // Its class prefix reaches Transfer only through antd's one ConfigProvider context.
          { prefixCls: 'lone' },
          h(transfer.default, {
            dataSource: [{ key: 'alpha', title: 'Alpha' }],
            render: (item: { title: string }) => item.title,
          }),
        ),
      );
    return true;
  });
  expect(drawn).toBe(true);
  const lone = page.getByTestId('lone-transfer');
  await expect(lone.locator('.lone-transfer')).toBeVisible();
  await expect(lone.getByText('Alpha')).toBeVisible();
  // Its code came from the shell's own build (no remote carries Transfer).
  const shellOrigin = new URL(page.url()).origin;
  const fetched = scripts.slice(before);
  expect(fetched.length).toBeGreaterThan(0);
  for (const url of fetched) expect(new URL(url).origin).toBe(shellOrigin);
});
