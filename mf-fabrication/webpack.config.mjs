import { createConfig } from '../scripts/webpack/create-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_fabrication',
  kind: 'remote',
  exposes: {
    './app': './src/app.tsx',
    './widgets': './src/widgets.ts',
  },
});
