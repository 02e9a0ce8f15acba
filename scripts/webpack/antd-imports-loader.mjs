// Rewrites the named imports of antd in the platform's compiled code to one import per component
// (`import { Table, Button as B } from 'antd'` → `import Table from 'antd/es/table'` and
// `import B from 'antd/es/button'`), so each component is consumed under its own share key and a
// page loads only the components it renders (ADR 209). Runs on swc's output, where type-only
// imports are gone.
import { antdModules } from './shared-singletons.mjs';

const NAMED = /\b(import|export)\s*\{([^}]*)\}\s*from\s*(['"])antd\3\s*;?/g;
const ANY = /\bfrom\s*['"]antd['"]|\bimport\s*\(\s*['"]antd['"]\s*\)|require\(\s*['"]antd['"]\s*\)/;

let modules;

/**
 * The source with its antd imports rewritten; throws on a name antd does not export on its own
 * and on an import that is not by name (it would need the whole library).
 * @param {string} source
 * @param {Map<string, string>} [map] export name → module request
 */
export function rewriteAntdImports(source, map = (modules ??= antdModules())) {
  const rewritten = source.replace(NAMED, (statement, keyword, list) => {
    const statements = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
      const request = map.get(imported);
      if (!request) throw new Error(`antd has no component "${imported}" to import on its own`);
      statements.push(
        keyword === 'import'
          ? `import ${local} from '${request}';`
          : `export { default as ${local} } from '${request}';`,
      );
    }
    // On the statement's own lines, so the lines after it keep their numbers (source maps).
    return statements.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
  if (ANY.test(rewritten)) {
    throw new Error(
      "import antd by name (import { Button } from 'antd'): antd is shared per component (ADR 209)",
    );
  }
  return rewritten;
}

/** @this {import('webpack').LoaderContext<object>} */
export default function antdImportsLoader(source, sourceMap) {
  if (!source.includes('antd')) return this.callback(null, source, sourceMap);
  try {
    this.callback(null, rewriteAntdImports(source), sourceMap);
  } catch (error) {
    this.callback(new Error(`${this.resourcePath}: ${error.message}`));
  }
}
