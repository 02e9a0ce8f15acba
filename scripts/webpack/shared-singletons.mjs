// The modules every federated build shares as singletons (one copy on the page).
// Versions are read from the kernel's package.json so a remote cannot drift from the shell.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '../..');
const kernelPkg = JSON.parse(readFileSync(path.join(REPO, 'shared/package.json'), 'utf8'));
const deps = kernelPkg.dependencies;

const caret = (v) => `^${v}`;

/** The folders whose code runs in the browser: the kernel, the shell and every remote. */
export const FRONT_END_DIRS = [
  'shared',
  'shell',
  'mf-auth',
  'mf-views',
  'mf-timesheet',
  'mf-quoting',
  'mf-fabrication',
  'mf-wholesale',
].map((dir) => path.join(REPO, dir));

export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: caret(deps.react) },
  'react-dom': { singleton: true, requiredVersion: caret(deps['react-dom']) },
  'react-dom/client': { singleton: true, requiredVersion: caret(deps['react-dom']) },
  'react/jsx-runtime': { singleton: true, requiredVersion: caret(deps.react) },
  // antd is shared per component (antdShared below, ADR 209), not under one key.
  mobx: { singleton: true, requiredVersion: caret(deps.mobx) },
  'mobx-react-lite': { singleton: true, requiredVersion: caret(deps['mobx-react-lite']) },
  // Not rxjs: only the kernel's bus uses it, and the kernel is one shared module, so the bus is
  // one on the page; shared whole, rxjs cost the sign-in page 20 KB gzip, bundled into the
  // kernel only its Subject, Observable and two operators are (ADR 169).
  'single-spa': { singleton: true, requiredVersion: caret(deps['single-spa']) },
  dayjs: { singleton: true, requiredVersion: caret(deps.dayjs) },
  '@platform/shared': { singleton: true, requiredVersion: caret(kernelPkg.version) },
  // The kernel's antd components, apart so the kernel's first import does not pull antd (ADR 169).
  '@platform/shared/ui': { singleton: true, requiredVersion: caret(kernelPkg.version) },
};

const NAMED_IMPORT = /\b(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;
const ANY_IMPORT =
  /\bfrom\s*['"]antd['"]|\bimport\s*\(\s*['"]antd['"]\s*\)|require\(\s*['"]antd['"]\s*\)/g;

/**
 * The value names a module's source imports from 'antd' (types are erased and not counted).
 * Throws on a default, namespace or dynamic import: those need the whole library.
 */
export function antdValueImports(source, file = 'source') {
  const names = new Set();
  let named = 0;
  for (const [, , typeOnly, list] of source.matchAll(NAMED_IMPORT)) {
    named += 1;
    if (typeOnly) continue;
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      names.add(specifier.split(/\s+as\s+/)[0].trim());
    }
  }
  const all = [...source.matchAll(ANY_IMPORT)].length;
  if (all !== named) {
    throw new Error(
      `${file}: import antd by name (import { Button } from 'antd'); the antd singleton only carries named imports (ADR 167)`,
    );
  }
  return names;
}

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every antd value the browser code under these package folders imports, sorted. */
export function antdImportsOf(dirs) {
  const names = new Set();
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(dir, 'src'))) {
      const relative = path.relative(REPO, file);
      for (const name of antdValueImports(readFileSync(file, 'utf8'), relative)) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * antd is shared one component at a time (ADR 209): each value antd's index exports
 * (`export { default as Table } from './table'`) is its own singleton share key, `antd/es/table`,
 * so a page downloads the components it renders and no other. The builds rewrite
 * `import { Table } from 'antd'` to `import Table from 'antd/es/table'`
 * (scripts/webpack/antd-imports-loader.mjs). The shell provides every component of the installed
 * antd, so a remote that uses a component no other package uses finds it there; all of them come
 * from the shell's one webpack runtime, so antd's internal modules (the ConfigProvider and theme
 * contexts, the CSS-in-JS cache, Form's and App's contexts) are one instance on the page.
 * @returns {Map<string, string>} export name → module request
 */
export function antdModules() {
  const require = createRequire(path.join(REPO, 'shared/package.json'));
  const index = readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  const modules = new Map();
  for (const [, name, folder] of index.matchAll(
    /export\s*\{\s*default as (\w+)\s*\}\s*from\s*['"]\.\/([\w-]+)['"]/g,
  )) {
    modules.set(name, `antd/es/${folder}`);
  }
  if (!modules.has('ConfigProvider') || !modules.has('Table')) {
    throw new Error(
      "antd's index no longer lists its components as `export { default as X } from './x'`",
    );
  }
  return modules;
}

/** The share key (and module request) of each antd value, or an error naming the unknown ones. */
export function antdShareKeys(names, modules = antdModules()) {
  const unknown = names.filter((name) => !modules.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `antd exports no component ${unknown.join(', ')} that can be shared on its own (ADR 209)`,
    );
  }
  return [...new Set(names.map((name) => modules.get(name)))].sort();
}

/**
 * The shared modules of a build: the singletons above and one share key per antd component in
 * `antdNames` (the shell: every component antd exports; a remote: what its code and the
 * kernel's import). With `fallback: false` (a remote's production build) the build carries no
 * copy of the antd components: it always runs beside a shell that provides them all (the publish
 * gate checks it), and a copy of its own would bring a second set of antd's contexts.
 */
export function sharedModules(
  antdNames,
  { fallback = true, modules = antdModules(), from = path.join(REPO, 'shared') } = {},
) {
  // Provided by its resolved file, not its request: webpack provides a module request only when
  // the build's own code imports it, and the shell must provide components nobody imports.
  const resolve = createRequire(path.join(from, 'package.json')).resolve;
  const antd = Object.fromEntries(
    antdShareKeys(antdNames, modules).map((request) => [
      request,
      {
        singleton: true,
        requiredVersion: caret(deps.antd),
        version: deps.antd,
        import: fallback ? resolve(request) : false,
      },
    ]),
  );
  return { ...SHARED_SINGLETONS, ...antd };
}

/** Version of the remote contract (./app + ./widgets). A publish is refused when it differs from the shell's. */
export const PLATFORM_CONTRACT_VERSION = 1;
