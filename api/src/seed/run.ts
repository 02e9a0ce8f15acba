import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import { openDatabase } from '../core/database';

/** `pnpm --filter @platform/api seed`: migrates and loads the demo data without starting the server. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  const app = await buildApp({ config, database, seed: true, logger: false });
  await app.close();
  console.log(`demo data loaded into ${database.description}`);
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
