#!/usr/bin/env node
// Usage: node deploy/canary-check.mjs --env E --remote R --api URL [--threshold 0.05]
//        [--min-loads 50] [--target T]          (DEPLOY_API_TOKEN: an administrator's token)
// Reads the canary's load-error rate from the load telemetry (GET /delivery/loads/summary since
// the canary went out) and rolls the canary back when it is above the threshold. Run it on a
// schedule while a canary is out (CI cron); exit code 0 healthy or too few loads yet, 3 rolled back.
import { DEFAULT_RELEASES_DIR } from './lib/paths.mjs';
import { canaryLoads, canaryVerdict } from './lib/canary.mjs';
import { promote, readManifest } from './lib/releases.mjs';
import { openStore } from './lib/store.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);

export async function checkCanary({
  store,
  env,
  remote,
  api,
  token,
  threshold,
  minLoads,
  fetchImpl,
}) {
  const canary = (await readManifest(store, env)).remotes?.[remote]?.canary;
  if (!canary) throw new Error(`${remote} has no canary in ${env}`);
  const counts = await canaryLoads({
    api,
    token,
    remote,
    version: canary.version,
    since: canary.since,
    fetchImpl,
  });
  const { verdict, rate } = canaryVerdict(counts, { threshold, minLoads });
  if (verdict === 'rollback') {
    await promote({
      store,
      env,
      name: remote,
      abort: true,
      reason: `load-error rate ${(rate * 100).toFixed(1)} % above ${(threshold * 100).toFixed(1)} % (${counts.failures} of ${counts.loads})`,
    });
  }
  return { verdict, rate, ...counts, version: canary.version };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await checkCanary({
      store: await openStore({ target: value('--target'), releasesDir: DEFAULT_RELEASES_DIR }),
      env: value('--env', 'local'),
      remote: value('--remote'),
      api: value('--api'),
      token: process.env.DEPLOY_API_TOKEN,
      threshold: Number(value('--threshold', '0.05')),
      minLoads: Number(value('--min-loads', '50')),
    });
    console.log(JSON.stringify(result));
    process.exit(result.verdict === 'rollback' ? 3 : 0);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
