import type { APIRequestContext, Page } from '@playwright/test';

/** One version of a shared module as the page's federation runtime holds it. */
export interface SharedVersion {
  version: string;
  loaded: boolean;
  /** The areas (federation containers) using it. */
  useIn: string[];
}

/** Every shared module of the page's default share scope, over all its federation instances. */
export function sharedModules(page: Page): Promise<Record<string, SharedVersion[]>> {
  return page.evaluate(() => {
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
    const modules: Record<string, SharedVersion[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          (modules[pkg] ??= []).push({
            version,
            loaded: Boolean(info.loaded),
            useIn: info.useIn ?? [],
          });
        }
      }
    }
    return modules;
  });
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/**
 * The files of a remote's own copies of these shared modules (the fallbacks its build bundles),
 * as URLs, read from the remote's manifest at `entry`: a page that fetched none of them used the
 * shell's.
 */
export async function ownSharedFiles(
  request: APIRequestContext,
  entry: string,
  names: string[],
): Promise<string[]> {
  const manifest = await (await request.get(entry)).json();
  const base = entry.replace(/mf-manifest\.json$/, '');
  return (manifest.shared as ManifestShared[])
    .filter((shared) => names.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((file) => base + file);
}
