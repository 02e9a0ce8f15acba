import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sources(full);
    } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|test-support\.ts$/.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * The API runs plain JavaScript: from the kernel it may load at run time only the pricing core,
 * the value checks, the formats, the panel diagram, the wholesale contract, a tab's first list
 * page and a sign-in's landing page and call, which its build compiles (docs/decisions/100, 156,
 * 164, 248, 259).
 * Anything else must be `import type`.
 */
describe('kernel imports of the API', () => {
  it('loads from @platform/shared at run time only the pricing core, values, formats, diagram, wholesale contract, first list page and landing', () => {
    const offending: string[] = [];
    const valueImport = /^import\s+(?!type\b)[^;]*?from\s+'(@platform\/shared[^']*)'/gms;
    for (const file of sources(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(valueImport)) {
        if (
          ![
            '@platform/shared/pricing',
            '@platform/shared/values',
            '@platform/shared/format',
            '@platform/shared/format/fields',
            '@platform/shared/diagram',
            '@platform/shared/wholesale',
            '@platform/shared/landing/first-list',
            '@platform/shared/landing/resolve',
            '@platform/shared/landing/query',
          ].includes(match[1])
        ) {
          offending.push(`${path.relative(SRC, file)} imports ${match[1]}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
