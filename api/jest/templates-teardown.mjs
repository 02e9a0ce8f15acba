// Removes this run's seeded database templates (see templates-setup.mjs): the folder, and on the
// PostgreSQL server of TEST_DATABASE_URL the run's template databases and any copy an app could
// not drop on close (a connection of the test still open), now that the tests are over.
import fs from 'node:fs';
import pg from 'pg';

export default async function removeTemplates() {
  const folder = process.env.API_TEST_TEMPLATE_DIR;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  const prefix = process.env.API_TEST_PG_PREFIX;
  const url = process.env.TEST_DATABASE_URL;
  if (!prefix || !url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
