// One webpack configuration for the shell and every remote, so all builds agree on
// loaders, minifier, shared singletons and output layout.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  FRONT_END_DIRS,
  PLATFORM_CONTRACT_VERSION,
  ANTD_LATER_FACADE,
  ANTD_LATER_KEY,
  ANTD_REST_FACADE,
  ANTD_REST_KEY,
  antdImportsOf,
  antdOwnNames,
  byAntdKey,
  sharedFor,
  writeAntdFacade,
} from './shared-singletons.mjs';
import {
  ANTD_STATIC_CSS,
  antdStaticStylePlugin,
  antdStaticStyleRules,
  writeAntdStaticStyles,
} from './antd-static-styles/index.mjs';
import { EntryTerserPlugin } from './entry-terser.mjs';
import { precompressed } from './precompress.mjs';
import { AntdOnDemandPlugin } from './antd-on-demand.mjs';
import { DropHtmlChildAssetsPlugin } from './html-child-assets.mjs';
import { AntdRestChunkPlugin, isAntdRestChunk } from './antd-rest-chunk.mjs';

/**
 * @param {object} options
 * @param {string} options.dir package folder
 * @param {string} options.name federation container name (mf_auth, shell…)
 * @param {'remote'|'host'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {Record<string, string>} [options.htmlParameters] values for index.html's
 *   `<%= name %>` placeholders (a host's page)
 * @param {(config: import('webpack').Configuration) => void} [options.extend]
 */
export function createConfig({ dir, name, kind, exposes = {}, htmlParameters = {}, extend }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const buildNumber = process.env.BUILD_NUMBER ?? '0';
    // The antd singletons carry what the platform imports (ADR 167), in two facades: the start's
    // and the components loaded later (ADR 247); a third, only the shell's, carries the rest of
    // antd (ADR 280). This build provides them and needs what its own code and the kernel's
    // import, by share key.
    const antdExports = writeAntdFacade();
    // antd's rules for the start's components, read from a static sheet (ADR 256).
    const staticStyleHooks = writeAntdStaticStyles(antdOwnNames(antdExports.antd));
    const antdImports = byAntdKey(antdImportsOf([dir, FRONT_END_DIRS[0]]));
    const shared = sharedFor(kind, antdImports);

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: kind === 'remote' ? 'auto' : '/',
        // Chunks come from other origins with CORS: a failing chunk reports its real error.
        crossOriginLoading: 'anonymous',
        // The federation runtime cannot hash entry chunks: entries are served no-cache, chunks immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // rxjs's ES2015 build uses classes, not tslib's helpers (10 KB less in the kernel).
        conditionNames: ['es2015', '...'],
        // The later and the other antd components' facades (ADR 247, 280), for a build that runs
        // without federation.
        alias: {
          [`${ANTD_LATER_KEY}$`]: ANTD_LATER_FACADE,
          [`${ANTD_REST_KEY}$`]: ANTD_REST_FACADE,
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: [
              {
                loader: 'swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true, decorators: false },
                    transform: { react: { runtime: 'automatic', development: !production } },
                    target: 'es2020',
                  },
                },
              },
              // Runs first: antd's later components from their own share key (ADR 247).
              { loader: path.join(import.meta.dirname, 'antd-later-loader.mjs') },
            ],
          },
          // antd's rc-component packages are plain ES modules without module-level effects, but
          // their package.json does not say so: without it a start that imports one context of
          // @rc-component/form (antd's ConfigProvider does) bundles all of it (ADR 247).
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          // The kernel's pricing core is pure functions (shared/src/pricing/index.ts): a list's
          // money totals take its decimals without the formula parser (jsep) and the costing rules.
          { test: /[\\/]shared[\\/]src[\\/]pricing[\\/]/, sideEffects: false },
          ...antdStaticStyleRules({ production, hooks: staticStyleHooks }),
          { test: /\.css$/, exclude: ANTD_STATIC_CSS, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new EsbuildPlugin({ target: 'es2020', format: undefined, css: true })],
        // webpack's default (async chunks), without the shell's facade of the rest of antd: split
        // with the others, it would move the modules it shares with the start's components into
        // new common chunks, and the start would load more files (ADR 280). It stays one chunk,
        // which repeats those modules (one instance on the page all the same: webpack runs a
        // module once, whichever chunk brought it).
        splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !isAntdRestChunk(chunk) },
      },
      performance: { hints: false },
      plugins: [
        // antd's parts no start draws (Table's tree filter, Result's illustrations) load when
        // first drawn (ADR 249).
        new AntdOnDemandPlugin(),
        antdStaticStylePlugin({ production }),
        new webpack.DefinePlugin({
          __PACKAGE_NAME__: JSON.stringify(name),
          __PACKAGE_VERSION__: JSON.stringify(pkg.version),
          __BUILD_NUMBER__: JSON.stringify(buildNumber),
          __PLATFORM_CONTRACT_VERSION__: JSON.stringify(PLATFORM_CONTRACT_VERSION),
          'process.env.NODE_ENV': JSON.stringify(mode),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared,
          // A shared module is taken from what is already registered (the shell provides every
          // singleton) instead of first loading every remote's entry to compare versions: a
          // chunk loaded later (the shell's chrome, ADR 169) must not wait for, or fail with, a
          // remote that is down.
          shareStrategy: 'loaded-first',
          manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          experiments: {
            optimization: { target: 'web' },
            // One federation runtime on the page (ADR 169): the shell hands its own to the remotes,
            // and a remote's production build uses it instead of carrying a copy (17 KB gzip of
            // each remote entry). A development build keeps its own, so it also runs alone.
            ...(kind === 'host' ? { provideExternalRuntime: true } : {}),
            ...(kind === 'remote' && production ? { externalRuntime: true } : {}),
          },
        }),
      ],
      stats: 'errors-warnings',
    };
    // Which federation runtime the build brings or needs (deploy/lib/compat.mjs, ADR 169).
    const runtimeVersion = installedVersion(dir, '@module-federation/enhanced');
    const federationRuntime =
      kind === 'host'
        ? { provides: runtimeVersion }
        : production
          ? { uses: runtimeVersion }
          : { bundled: runtimeVersion };
    config.plugins.push(
      new BuildInfoPlugin({
        name,
        pkg,
        buildNumber,
        dir,
        shared,
        // What this build's own facades export: those it provides (a remote takes the rest of
        // antd from the shell, ADR 280).
        antdExports: Object.fromEntries(
          Object.entries(antdExports).filter(([key]) => shared[key]?.import),
        ),
        antdImports,
        federationRuntime,
      }),
    );
    // The entries (federation runtime and share tables) minified once more (ADR 209), every other
    // chunk rid of the code nothing reads (ADR 256).
    if (production) {
      config.plugins.push(new EntryTerserPlugin({ skipSharedFallbacks: kind === 'remote' }));
    }
    if (production) config.plugins.push(new ChunkGraphPlugin(path.join(dir, CHUNK_GRAPH_FILE)));
    if (production) {
      config.plugins.push(...precompressed({ fastFallbacks: kind === 'remote' }));
    }
    if (kind === 'host') {
      // The plugin that hands the shell's federation runtime to the remotes is given to webpack
      // as its CommonJS file, which would bundle a second, CommonJS copy of the runtime: point
      // it at its ES module so the page has one runtime (ADR 169).
      const injectPlugin = createRequire(
        createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'),
      ).resolve('@module-federation/inject-external-runtime-core-plugin');
      config.resolve.alias = {
        ...config.resolve.alias,
        [injectPlugin]: injectPlugin.replace(/\.cjs$/, '.js'),
      };
      config.plugins.push(
        new DropHtmlChildAssetsPlugin(),
        new AntdRestChunkPlugin(),
        new HtmlWebpackPlugin({
          template: './src/index.html',
          scriptLoading: 'defer',
          templateParameters: htmlParameters,
        }),
      );
    }
    extend?.(config, { production, pkg });
    return config;
  };
}

/** The version a package folder actually resolves for a shared module. */
function installedVersion(dir, request) {
  const require = createRequire(path.join(dir, 'package.json'));
  const pkgName = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : request.split('/')[0];
  try {
    return JSON.parse(readFileSync(require.resolve(`${pkgName}/package.json`), 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json: look for the folder itself.
    for (let folder = dir; folder !== path.dirname(folder); folder = path.dirname(folder)) {
      const file = path.join(folder, 'node_modules', pkgName, 'package.json');
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    }
    return null;
  }
}

/** The commit the build was made from (deploy/versions.mjs shows it), or null outside git. */
function sourceCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return String(commit).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Emits build-info.json: what deploy/publish.mjs needs to refuse a remote that does not fit the
 * live shell (platform contract version, singleton ranges required and versions provided).
 */
class BuildInfoPlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { name, pkg, buildNumber, dir, antdExports, antdImports, federationRuntime } =
            this.options;
          const shared = Object.fromEntries(
            Object.entries(this.options.shared).map(([request, options]) => [
              request,
              options.requiredVersion,
            ]),
          );
          const sharedVersions = Object.fromEntries(
            Object.entries(this.options.shared).map(([request, options]) => [
              request,
              installedVersion(dir, options.packageName ?? request),
            ]),
          );
          const info = {
            name,
            package: pkg.name,
            version: pkg.version,
            buildNumber,
            contractVersion: PLATFORM_CONTRACT_VERSION,
            builtAt: new Date().toISOString(),
            commit: sourceCommit(),
            shared,
            sharedVersions,
            // What the build's antd singletons export, and what its code needs from whichever
            // copies are live, by share key (deploy/lib/compat.mjs compares them; ADR 167, 247).
            sharedExports: antdExports,
            sharedImports: antdImports,
            federationRuntime,
          };
          compilation.emitAsset(
            'build-info.json',
            new webpack.sources.RawSource(JSON.stringify(info, null, 2)),
          );
        },
      );
    });
  }
}

/** Where each production build records its chunk graph, beside (not in) the served dist folder. */
export const CHUNK_GRAPH_FILE = '.build/chunk-graph.json';

/**
 * Writes the build's chunk groups (what loads together), how each is reached (an `import()`
 * request, the consumption or provision of a shared module, an exposed module) and its JS files,
 * so `scripts/check-login-weight.mjs` can follow what a route loads (docs/decisions/167). Kept
 * out of dist: it is for checks, not for browsers. No absolute path goes in it.
 */
class ChunkGraphPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      const groups = [...compilation.chunkGroups];
      const index = new Map(groups.map((group, i) => [group, i]));
      const origin = ({ module, request }) => {
        if (module?.type === 'consume-shared-module') {
          return { kind: 'consume', shareKey: module.options.shareKey };
        }
        if (module?.type === 'provide-module') return { kind: 'provide', shareKey: module._name };
        return { kind: 'import', request: request ?? null };
      };
      const graph = groups.map((group) => ({
        name: group.name ?? null,
        entry: group.isInitial(),
        origins: group.origins.map(origin),
        files: [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) =>
          file.endsWith('.js'),
        ),
        children: [...group.childrenIterable].map((child) => index.get(child)),
      }));
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, `${JSON.stringify({ groups: graph }, null, 1)}\n`);
    });
  }
}
