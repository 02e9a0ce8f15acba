import { buildApp } from './app';
import { loadConfig } from './core/config';
import { openDatabase } from './core/database';
import { startupLines } from './core/startup';

/** Starts the API: opens and migrates the database, seeds when SEED=1, listens on HOST:PORT. */
export async function startApi(): Promise<void> {
  const config = loadConfig();
  // PGlite on a worker thread with PGLITE_WORKER=1 only: measured slower under load (ADR 228).
  const database = openDatabase({ ...config, pgliteWorker: process.env.PGLITE_WORKER === '1' });
  const app = await buildApp({ config, database, seed: process.env.SEED === '1' });
  for (const line of startupLines(config, database.description)) app.log.info(line);
  const stop = async (signal: string) => {
    app.log.info(`${signal} received, stopping`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await database.warm?.();
  await app.listen({ port: config.port, host: config.host });
}

/** Exits the process when the API cannot start. */
export function startOrExit(): void {
  startApi().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// `node dist/main.js` starts one process; serve.ts starts several (ADR 195).
if (require.main === module) startOrExit();
