import { createRequire } from 'node:module';
import path from 'node:path';
import { createConfig } from '../scripts/webpack/create-config.mjs';
import { ExposeCompileHintsPlugin } from '../scripts/webpack/warmup-list.mjs';

// @antv/component (under @ant-design/charts) calls tslib 2's helpers without declaring tslib, so
// it would get whichever copy the package store hoists (1.x, whose private-field helpers break
// every chart). Resolve tslib to the 2.x copy that rxjs, a dependency of this package, declares.
const require = createRequire(import.meta.url);
const tslib2 = path.dirname(
  createRequire(require.resolve('rxjs/package.json')).resolve('tslib/package.json'),
);

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_views',
  kind: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './widgets': './src/widgets.ts',
  },
  extend(config, { production }) {
    config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, tslib: tslib2 } };
    // The dashboard of a signed-in start, run whole at once: compiled while it streams (ADR 266).
    if (production) config.plugins.push(new ExposeCompileHintsPlugin({ exposes: ['./app'] }));
  },
});
