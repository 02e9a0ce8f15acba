// The modules every federated build shares as singletons (one copy on the page).
// Versions are read from the kernel's package.json so a remote cannot drift from the shell.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { FRONT_END_PACKAGES } from '../packages.mjs';
import { ANTD_STATIC_CSS } from './antd-static-styles/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '../..');
const kernelPkg = JSON.parse(readFileSync(path.join(REPO, 'shared/package.json'), 'utf8'));
const deps = kernelPkg.dependencies;

const caret = (v) => `^${v}`;

/**
 * The antd singleton is a facade that re-exports only the components the platform's front-end
 * code imports (ADR 167): the whole library is 479 KB gzip, the part in use 425 KB.
 * The facade imports `antd/es/index.js`, not `antd`, so it does not consume itself.
 */
export const ANTD_FACADE = path.join(REPO, 'shared/.build/antd-facade.js');

/**
 * The antd values of the start's facade (share key `antd`): what the signed-in start and the
 * kernel import (ADR 167, 247), with the kernel's stand-ins of `ANTD_DRAWN_LATER` (ADR 255). A
 * fixed list, not read from the imports at build time (ADR 280): a remote built later from code
 * that imports one more component must still agree with the live shell on the key that carries
 * it. `shared-singletons.test.mjs` checks that the platform imports exactly these and `ANTD_LATER`.
 */
export const ANTD_START = Object.freeze([
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'ConfigProvider',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Grid',
  'Input',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'notification',
  'theme',
]);

/**
 * The antd components a signed-in start does not draw (ADR 247): forms, pickers, uploads, steps…
 * They are shared apart, under their own key, from a second facade the shell provides from the
 * same webpack runtime (so ConfigProvider, theme and the style cache stay one on the page). Code
 * keeps writing `import { DatePicker } from 'antd'`: each build's loader (`antd-later-loader.mjs`)
 * sends these names to `ANTD_LATER_KEY`, everything else to the start's `antd`. A module of the
 * signed-in start that needs one of them loads it where it is drawn (mf-views' `common/later.tsx`).
 */
export const ANTD_LATER = Object.freeze([
  'AutoComplete',
  'DatePicker',
  'Descriptions',
  'Form',
  'Image',
  'InputNumber',
  'List',
  'Segmented',
  'Slider',
  'Steps',
  'Timeline',
  'Upload',
]);
export const ANTD_LATER_KEY = '@platform/antd-later';
export const ANTD_LATER_FACADE = path.join(REPO, 'shared/.build/antd-later-facade.js');

/**
 * antd components no first page of a signed-in start draws (a drawer, a progress ring, a switch,
 * a dialog, a toast), that the start's facade exports as the kernel's stand-ins
 * (`shared/src/ui/antdOnDemand/drawnLater.tsx`): each loads into its own chunk when first drawn
 * or used, or when the signed-in page is idle (ADR 255). Same share key, same
 * names and props: no caller changes.
 */
export const ANTD_DRAWN_LATER = Object.freeze([
  'Drawer',
  'Modal',
  'Progress',
  'Switch',
  'notification',
]);
export const ANTD_DRAWN_LATER_MODULE = path.join(REPO, 'shared/src/ui/antdOnDemand/drawnLater.tsx');

/**
 * The antd values no package of the platform imports (ColorPicker, Rate, Transfer…), shared under
 * a third key from a facade the shell provides, in the same webpack runtime as the other two
 * (ADR 280). A remote deployed alone that draws one of them gets it from the live shell, in the
 * page's theme: it downloads that facade, one chunk, the first time it draws one. Remotes bundle
 * no fallback copy of it (`import: false`, create-config.mjs): only the shell provides it.
 */
export const ANTD_REST_KEY = '@platform/antd-rest';
export const ANTD_REST_FACADE = path.join(REPO, 'shared/.build/antd-rest-facade.js');

/** antd's own index (`antd/es/index.js`), resolved from the kernel as every build resolves it. */
const ANTD_INDEX = createRequire(path.join(REPO, 'shared/package.json')).resolve(
  'antd/es/index.js',
);

/** The value names an ES module's source exports by name (`export { a as B } from`, `export const`). */
export function exportedNames(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (specifier)
        names.add(
          specifier
            .split(/\s+as\s+/)
            .at(-1)
            .trim(),
        );
    }
  }
  for (const [, name] of source.matchAll(
    /\bexport\s+(?:const|let|var|function|class)\s+([\w$]+)/g,
  )) {
    names.add(name);
  }
  return [...names].sort();
}

/** Every value antd exports that neither the start's nor the later facade carries (ADR 280). */
export function antdRestNames(indexSource = readFileSync(ANTD_INDEX, 'utf8')) {
  return exportedNames(indexSource).filter(
    (name) => !ANTD_START.includes(name) && !ANTD_LATER.includes(name),
  );
}

/**
 * The share key that carries an antd value: the start's `antd`, `ANTD_LATER_KEY`, or for a value
 * neither list names, `ANTD_REST_KEY`.
 */
export const antdKeyOf = (name) =>
  ANTD_START.includes(name) ? 'antd' : ANTD_LATER.includes(name) ? ANTD_LATER_KEY : ANTD_REST_KEY;

/** The folders whose code runs in the browser: the kernel, the shell and every remote. */
export const FRONT_END_DIRS = FRONT_END_PACKAGES.map((dir) => path.join(REPO, dir));

export const SHARED_SINGLETONS = {
  react: { singleton: true, requiredVersion: caret(deps.react) },
  'react-dom': { singleton: true, requiredVersion: caret(deps['react-dom']) },
  'react-dom/client': { singleton: true, requiredVersion: caret(deps['react-dom']) },
  'react/jsx-runtime': { singleton: true, requiredVersion: caret(deps.react) },
  antd: {
    singleton: true,
    requiredVersion: caret(deps.antd),
    version: deps.antd,
    import: ANTD_FACADE,
  },
  [ANTD_LATER_KEY]: {
    singleton: true,
    requiredVersion: caret(deps.antd),
    version: deps.antd,
    packageName: 'antd',
    import: ANTD_LATER_FACADE,
  },
  [ANTD_REST_KEY]: {
    singleton: true,
    requiredVersion: caret(deps.antd),
    version: deps.antd,
    packageName: 'antd',
    import: ANTD_REST_FACADE,
  },
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

/**
 * The singletons a build shares. The shell provides all of them; a remote brings no copy of the
 * rest of antd (`import: false`: it takes the shell's, ADR 280) and lists that key only when its
 * code imports from it, so the publish gate asks the live shell for it only then.
 */
export function sharedFor(kind, antdImports) {
  if (kind === 'host') return SHARED_SINGLETONS;
  const { [ANTD_REST_KEY]: rest, ...others } = SHARED_SINGLETONS;
  return antdImports[ANTD_REST_KEY]?.length
    ? { ...others, [ANTD_REST_KEY]: { ...rest, import: false } }
    : others;
}

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
 * Names by the share key that carries them: `{ antd: […], '@platform/antd-later': […] }`, and
 * `'@platform/antd-rest'` when one of them is in neither facade.
 */
export function byAntdKey(names) {
  const keys = { antd: [], [ANTD_LATER_KEY]: [] };
  for (const name of names) (keys[antdKeyOf(name)] ??= []).push(name);
  return keys;
}

/**
 * Writes the three antd facades (every build provides the same ones; only the shell's are used)
 * and returns their export names by share key. Two builds run at once: each file is replaced
 * atomically, and only on change.
 */
export function writeAntdFacade() {
  const rest = antdRestNames();
  writeFacade(ANTD_FACADE, [...ANTD_START], 'the antd values the platform imports for its start', {
    styles: ANTD_STATIC_CSS,
  });
  writeFacade(ANTD_LATER_FACADE, [...ANTD_LATER], 'the antd values loaded after the start');
  writeFacade(ANTD_REST_FACADE, rest, 'the antd values the platform does not import (ADR 280)');
  return { antd: [...ANTD_START], [ANTD_LATER_KEY]: [...ANTD_LATER], [ANTD_REST_KEY]: rest };
}

/** antd's own components of a facade: its names without the kernel's stand-ins (ADR 255). */
export const antdOwnNames = (names) => names.filter((name) => !ANTD_DRAWN_LATER.includes(name));

/** A module path as an import from `file`'s folder. */
function importPath(file, target) {
  const relative = path.relative(path.dirname(file), target).split(path.sep);
  return relative[0] === '..' ? relative.join('/') : ['.', ...relative].join('/');
}

/**
 * The facade's source: antd's own values from antd, the stand-ins (ADR 255) from the kernel, and
 * for the start's facade the static style sheet of its components (`styles`, ADR 256).
 */
export function facadeSource(file, names, what, { styles } = {}) {
  const own = antdOwnNames(names);
  const standIns = names.filter((name) => ANTD_DRAWN_LATER.includes(name));
  return (
    `// Generated by scripts/webpack/shared-singletons.mjs: ${what} (ADR 167, ADR 247, ADR 255).\n` +
    (styles ? `import '${importPath(file, styles)}';\n` : '') +
    `export { ${own.join(', ')} } from 'antd/es/index.js';\n` +
    (standIns.length
      ? `export { ${standIns.join(', ')} } from '${importPath(file, ANTD_DRAWN_LATER_MODULE)}';\n`
      : '')
  );
}

function writeFacade(file, names, what, options) {
  const text = facadeSource(file, names, what, options);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (current === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * A module's source with every named import (or re-export) from 'antd' split by share key (ADR
 * 247, 280): the values of `ANTD_LATER` come from `ANTD_LATER_KEY`, those of neither facade from
 * `ANTD_REST_KEY`, the start's and every type from 'antd'. A statement naming only start values
 * is left as it is; one naming none has no 'antd' part left (an empty `import {} from 'antd'`
 * would still load the start's facade).
 */
export function splitAntdImports(source) {
  if (!source.includes('antd')) return source;
  return source.replace(NAMED_IMPORT, (statement, keyword, typeOnly, list) => {
    if (typeOnly) return statement;
    const specifiers = list
      .split(',')
      .map((raw) => raw.trim())
      .filter(Boolean);
    const keyOf = (specifier) =>
      specifier.startsWith('type ') ? 'antd' : antdKeyOf(specifier.split(/\s+as\s+/)[0]);
    const elsewhere = [ANTD_LATER_KEY, ANTD_REST_KEY]
      .map((key) => [key, specifiers.filter((specifier) => keyOf(specifier) === key)])
      .filter(([, moved]) => moved.length > 0);
    if (elsewhere.length === 0) return statement;
    const start = specifiers.filter((specifier) => keyOf(specifier) === 'antd');
    const startValues = start.some((specifier) => !specifier.startsWith('type '));
    const parts = [];
    if (startValues || (keyword === 'export' && start.length > 0)) {
      parts.push(`${keyword} { ${start.join(', ')} } from 'antd';`);
    } else if (start.length > 0) {
      // Types only: erased by the compiler, kept so nothing of the module changes but its source.
      const types = start.map((specifier) => specifier.replace(/^type\s+/, ''));
      parts.push(`import type { ${types.join(', ')} } from 'antd';`);
    }
    // The statement's own `;` (if any) follows the last; every later line keeps its number.
    parts.push(
      elsewhere
        .map(([key, moved]) => `${keyword} { ${moved.join(', ')} } from '${key}'`)
        .join('; '),
    );
    return parts.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/** Version of the remote contract (./app + ./widgets). A publish is refused when it differs from the shell's. */
export const PLATFORM_CONTRACT_VERSION = 1;
