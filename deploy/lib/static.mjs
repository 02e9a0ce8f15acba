import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { inlineScriptHashes, originOf, remoteHeaders, shellHeaders } from './security-headers.mjs';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Precompressed variants the build writes beside a file (compression-webpack-plugin), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Whether an Accept-Encoding header admits an encoding (a `q=0` refuses it, `*` admits it). */
export function acceptsEncoding(header, encoding) {
  let wildcard = false;
  for (const part of String(header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const admitted = quality === undefined || Number(quality.slice(2)) > 0;
    if (token === encoding) return admitted;
    if (token === '*') wildcard = admitted;
  }
  return wildcard;
}

/** The precompressed file to send for a request, or null for the file as it is. */
function encodedVariant(req, file) {
  for (const encoding of ENCODINGS) {
    const variant = file + encoding.suffix;
    if (acceptsEncoding(req?.headers['accept-encoding'], encoding.name) && existsSync(variant)) {
      return { encoding: encoding.name, file: variant };
    }
  }
  return null;
}

/**
 * Sends a file with its type and cache policy; a precompressed variant (brotli, then gzip) when
 * the client accepts it. Every answer of a file that has variants says `Vary: Accept-Encoding`.
 */
function sendFile(req, res, file, cacheControl, extraHeaders = {}) {
  const variant = encodedVariant(req, file);
  const hasVariants = ENCODINGS.some((encoding) => existsSync(file + encoding.suffix));
  const sent = variant?.file ?? file;
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(sent).size,
    'Cache-Control': cacheControl,
    ...(variant ? { 'Content-Encoding': variant.encoding } : {}),
    ...(hasVariants ? { Vary: 'Accept-Encoding' } : {}),
    ...extraHeaders,
  });
  if (req?.method === 'HEAD') return res.end();
  createReadStream(sent).pipe(res);
}

function notFound(res, headers = {}) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end('Not found');
}

/**
 * A shell file whose name carries its content's hash (webpack's `[contenthash:10]`): a script or
 * a style sheet, kept for a year. Every other shell file (the page, the service worker, the lists)
 * is asked again each time.
 */
export const HASHED_FILE = /\.[0-9a-f]{10}\.(?:js|css)$/;

/** Resolves a URL path inside root, refusing anything that escapes it. */
function inside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null; // a malformed escape (e.g. %E0) names no file
  }
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

/**
 * Serves one remote's releases folder from its own origin, as a CDN would: versioned folders are
 * immutable and readable from any origin (the shell's pages load them cross-origin).
 */
export function createRemoteServer(root, { devDist } = {}) {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
  };
  return http.createServer((req, res) => {
    const headers = { ...cors, ...remoteHeaders(req) };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers);
      res.end();
      return;
    }
    // /_local/… is the package's own dist folder, linked with deploy/link.mjs: never cached.
    const url = req.url ?? '/';
    const local = url.startsWith('/_local/') && devDist;
    const file = local ? inside(devDist, url.slice('/_local'.length)) : inside(root, url);
    if (!file || !existsSync(file) || !statSync(file).isFile()) return notFound(res, headers);
    sendFile(req, res, file, local ? 'no-cache' : 'public, max-age=31536000, immutable', headers);
  });
}

/**
 * Serves the shell: its current release (from the environment's manifest, read on every request so
 * a publish takes effect on the next visit), /remotes.json and /config.json with no-cache, and
 * index.html for every other path (client-side routing). Every answer carries the security
 * headers; the page's content policy allows scripts from the shell and the remotes' origins only
 * (the environment's, and those the live manifest points at).
 */
export function createShellServer({
  releasesDir,
  manifestFile,
  runtimeConfig,
  remoteOrigins = [],
}) {
  const apiOrigin = originOf(runtimeConfig.apiBaseUrl);
  // The map's street tiles (runtimeConfig.mapTiles) are pictures from their own server.
  const tileOrigin = originOf(runtimeConfig.mapTiles?.url ?? '');
  // A release's files never change: the hashes of a page's inline scripts are read once.
  const hashesByPage = new Map();
  const scriptHashesOf = (file) => {
    if (!hashesByPage.has(file)) {
      hashesByPage.set(
        file,
        existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [],
      );
    }
    return hashesByPage.get(file);
  };
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const manifest = existsSync(manifestFile)
      ? JSON.parse(readFileSync(manifestFile, 'utf8'))
      : null;
    const origins = [
      ...remoteOrigins,
      ...Object.values(manifest?.remotes ?? {}).map((remote) => originOf(remote.entry)),
    ];
    const headersFor = (page, file = null) =>
      shellHeaders(req, {
        page,
        apiOrigin,
        remoteOrigins: origins,
        scriptHashes: page && file ? scriptHashesOf(file) : [],
        imageOrigins: tileOrigin ? [tileOrigin] : [],
      });
    if (url.pathname === '/remotes.json') {
      if (!manifest) return notFound(res, headersFor(false));
      return sendFile(req, res, manifestFile, 'no-cache', headersFor(false));
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, {
        'Content-Type': TYPES['.json'],
        'Cache-Control': 'no-cache',
        ...headersFor(false),
      });
      res.end(JSON.stringify(runtimeConfig));
      return;
    }
    if (!manifest?.shell) return notFound(res, headersFor(false));
    const root = path.join(releasesDir, 'shell', manifest.shell.version);
    const file = inside(root, url.pathname);
    if (file && existsSync(file) && statSync(file).isFile()) {
      const immutable = HASHED_FILE.test(file);
      const page = path.extname(file) === '.html';
      return sendFile(
        req,
        res,
        file,
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        headersFor(page, file),
      );
    }
    if (path.extname(url.pathname) && url.pathname !== '/') return notFound(res, headersFor(false));
    const index = path.join(root, 'index.html');
    sendFile(req, res, index, 'no-cache', headersFor(true, index));
  });
}
