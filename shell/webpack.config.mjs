import { GenerateSW } from 'workbox-webpack-plugin';
import { createConfig } from '../scripts/webpack/create-config.mjs';
import { loadTs } from '../scripts/load-ts.mjs';
import { FaviconPlugin } from '../scripts/webpack/favicon.mjs';
import { WarmUpListPlugin } from '../scripts/webpack/warmup-list.mjs';

// The sign-in form the page shows before any script has loaded (ADR 172), from the kernel,
// with the plain controls' style sheet it shares with mf-auth.
const boot = await loadTs('shared/src/boot/signInMarkup.ts');
const plain = await loadTs('shared/src/boot/plainStyles.ts');
const { PLATFORM_TOKENS } = await loadTs('shared/src/theme/tokens.ts');

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  kind: 'host',
  htmlParameters: {
    bootSignInHtml: boot.BOOT_SIGN_IN_HTML,
    bootSignInCss: plain.PLAIN_CSS,
    bootSignInScript: boot.BOOT_SIGN_IN_SCRIPT,
    // The page's own font: every area's plain elements (antd sets its own only on its components).
    fontFamily: PLATFORM_TOKENS.fontFamily,
  },
  extend(config, { production }) {
    config.plugins.push(new FaviconPlugin(PLATFORM_TOKENS.colorPrimary));
    // What the sign-in page fetches ahead for the signed-in start (src/warmup.ts, ADR 206),
    // compiled eagerly off the main thread when it runs (ADR 254).
    config.plugins.push(
      new WarmUpListPlugin({
        requests: ['./shellAreas', './styleWarmUp'],
        compileHints: production,
      }),
    );
    if (!production) return;
    config.plugins.push(
      new GenerateSW({
        swDest: 'sw.js',
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(remotes|config)\.json$/],
        // Not antd's original style functions either: loaded only for a part the start's static
        // style sheet lacks (ADR 256), which no page of the platform draws today.
        exclude: [
          /\.map$/,
          /build-info\.json$/,
          /\.LICENSE\.txt$/,
          /\.(br|gz)$/,
          /^antd-styles-full\./,
          // Nor the rest of antd, which only a remote drawing a component no package imports
          // loads (ADR 280).
          /^antd-rest\./,
        ],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        runtimeCaching: [
          {
            // Which remotes are live and where the API is: always ask the network first.
            urlPattern: ({ url }) =>
              url.pathname === '/remotes.json' || url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'platform-config', networkTimeoutSeconds: 3 },
          },
          {
            // Versioned release folders of remotes (/0.1.0-3fa2b1c9d0/…) never change: cache them for
            // good. The regular expression is inline because workbox copies this function into sw.js.
            urlPattern: ({ url }) => /\/\d+\.\d+\.\d+-[0-9a-f]{10}\//.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'remote-releases',
              expiration: { maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 90 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      }),
    );
  },
});
