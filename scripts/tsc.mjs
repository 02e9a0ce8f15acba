// The TypeScript compiler the type check and the API build run: TypeScript 7, the native one,
// installed as `typescript7` (an alias of typescript@7) beside TypeScript 6.0.3, which stays the
// `typescript` package because typescript-eslint needs its JavaScript API (ADR 239). Called by
// path: both packages name their binary `tsc`, so `npx tsc` depends on which one pnpm linked.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const TSC = path.join(
  path.dirname(require.resolve('typescript7/package.json')),
  'bin',
  'tsc',
);
