#!/usr/bin/env node
// Usage: node deploy/serve.mjs [--env local]
// Serves the shell and every remote of an environment from the published releases, each remote
// from its own origin (own port), as in production.
import path from 'node:path';
import {
  DEFAULT_RELEASES_DIR,
  PACKAGES,
  REPO_DIR,
  readEnvironment,
  manifestPath,
} from './lib/paths.mjs';

const packageOf = (name) => Object.keys(PACKAGES).find((pkg) => PACKAGES[pkg] === name);
import { createRemoteServer, createShellServer } from './lib/static.mjs';
import { originOf } from './lib/security-headers.mjs';

export function serveEnvironment(env, releasesDir = DEFAULT_RELEASES_DIR) {
  const environment = readEnvironment(env);
  const servers = [];
  const listen = (server, origin, label) =>
    new Promise((resolve, reject) => {
      const { port, hostname } = new URL(origin);
      server.once('error', reject);
      server.listen(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
        console.log(`${label.padEnd(15)} ${origin}`);
        servers.push(server);
        resolve();
      });
    });
  const runtimeConfig = {
    productName: environment.productName,
    environment: environment.environment,
    apiBaseUrl: environment.api,
    remotesManifestUrl: '/remotes.json',
    remoteTimeoutMs: Number(process.env.REMOTE_TIMEOUT_MS ?? environment.remoteTimeoutMs ?? 8000),
    // Street tiles for the staff map; without them the map draws its offline basemap.
    ...(environment.mapTiles ? { mapTiles: environment.mapTiles } : {}),
  };
  const started = [
    listen(
      createShellServer({
        releasesDir,
        manifestFile: manifestPath(releasesDir, env),
        runtimeConfig,
        remoteOrigins: Object.values(environment.remotes).map(originOf),
      }),
      environment.shell,
      'shell',
    ),
    ...Object.entries(environment.remotes).map(([name, origin]) =>
      listen(
        createRemoteServer(path.join(releasesDir, name), {
          devDist: path.join(REPO_DIR, packageOf(name), 'dist'),
        }),
        origin,
        name,
      ),
    ),
  ];
  return Promise.all(started).then(() => ({
    close: () =>
      Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const env = args.includes('--env') ? args[args.indexOf('--env') + 1] : 'local';
  serveEnvironment(env).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
