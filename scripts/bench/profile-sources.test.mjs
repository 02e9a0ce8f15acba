import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sourceGroup } from './profile-sources.mjs';

test('a library is counted under its package, scoped or not, whatever the store path', () => {
  assert.equal(
    sourceGroup(
      'webpack://shell/../node_modules/.pnpm/antd@6.6.8_react@19/node_modules/antd/es/avatar/Avatar.js',
    ),
    'antd',
  );
  assert.equal(
    sourceGroup(
      'webpack://shell/../node_modules/.pnpm/@ant-design+cssinjs@2.1.2/node_modules/@ant-design/cssinjs/es/hooks/useStyleRegister.js',
    ),
    '@ant-design/cssinjs',
  );
  assert.equal(
    sourceGroup('webpack://mf_views/./node_modules/react-dom/cjs/x.js?abc'),
    'react-dom',
  );
});

test('the platform’s own code is counted under its folder', () => {
  assert.equal(sourceGroup('webpack://shell/./src/chrome/sidebar/Menu.tsx'), 'src/chrome/sidebar');
  assert.equal(sourceGroup('webpack://shell/../shared/src/api/client.ts'), 'shared/src/api');
  assert.equal(sourceGroup('webpack://shell/webpack/bootstrap'), 'webpack');
});
