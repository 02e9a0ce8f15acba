// antd's rules for the start's components as one static style sheet (ADR 256), written at build
// time beside the start's facade, which imports it: the page reads the sheet with the start's antd
// instead of computing each component's CSS in the browser, and the production build leaves the
// style functions of those components out of its JavaScript (loader.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const here = import.meta.dirname;
const REPO = path.resolve(here, '../../..');
const RENDER = path.join(here, 'render.cjs');
const LOADER = path.join(here, 'loader.mjs');

/** The sheet, imported by the start's facade (shared-singletons.mjs). */
export const ANTD_STATIC_CSS = path.join(REPO, 'shared/.build/antd-start.css');
/** The style hooks whose rules the sheet holds, with the key of the sheet they came from. */
export const ANTD_STATIC_HOOKS = path.join(REPO, 'shared/.build/antd-start.hooks.json');
/** The kernel's stand-in for a left-out style function. */
export const MISSED_STYLE_MODULE = path.join(REPO, 'shared/src/ui/antdOnDemand/missedStyle.ts');

const kernel = createRequire(path.join(REPO, 'shared/package.json'));
const versionOf = (name) =>
  JSON.parse(readFileSync(kernel.resolve(`${name}/package.json`))).version;

/** What the sheet depends on: antd's and cssinjs' versions, the gallery and the names drawn. */
export function sheetKey(names) {
  return createHash('sha256')
    .update(JSON.stringify([versionOf('antd'), versionOf('@ant-design/cssinjs'), names]))
    .update(readFileSync(RENDER))
    .digest('hex')
    .slice(0, 16);
}

function writeAtomically(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Writes the sheet for these facade names (antd's own components, not the kernel's stand-ins)
 * unless the one there was made from the same key; returns the style hooks it holds. Rendering
 * takes antd's production build in a process of its own (about 2 s); builds that run together
 * replace the files atomically.
 */
export function writeAntdStaticStyles(names) {
  const key = sheetKey(names);
  if (existsSync(ANTD_STATIC_HOOKS) && existsSync(ANTD_STATIC_CSS)) {
    const current = JSON.parse(readFileSync(ANTD_STATIC_HOOKS, 'utf8'));
    if (current.key === key) return current.hooks;
  }
  const output = execFileSync(process.execPath, [RENDER, ...names], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const { css, hooks } = JSON.parse(String(output));
  writeAtomically(
    ANTD_STATIC_CSS,
    `/* antd's rules for the start (ADR 256), key ${key} */\n${css}`,
  );
  writeAtomically(ANTD_STATIC_HOOKS, `${JSON.stringify({ key, hooks }, null, 2)}\n`);
  return hooks;
}

/**
 * The sheet's rule (its own CSS file, loaded with the start's antd chunks and before their code
 * runs) and, in production, the loader that leaves the covered style functions out.
 */
export function antdStaticStyleRules({ production, hooks }) {
  const rules = [
    { test: (file) => file === ANTD_STATIC_CSS, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
  ];
  if (production) {
    rules.push({
      test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/,
      use: [{ loader: LOADER, options: { hooks, standIn: MISSED_STYLE_MODULE } }],
    });
  }
  return rules;
}

/**
 * The plugin that writes the sheet as a file of the build. Its link goes first in the head, where
 * antd writes its own styles, so the platform's style sheets still override antd's rules.
 */
export function antdStaticStylePlugin({ production }) {
  return new MiniCssExtractPlugin({
    filename: production ? '[name].[contenthash:10].css' : '[name].css',
    chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
    // Runs in the browser: mini-css-extract-plugin writes this function into the build's runtime.
    // eslint-disable-next-line no-undef
    insert: (link) => document.head.insertBefore(link, document.head.firstChild),
  });
}
