// Makes the folder for this run's seeded database templates (src/testing/templates.ts), and the
// name prefix of its PostgreSQL databases, templates and test apps' copies (named after the
// folder, so a server kept between runs never hands one run another's template); the workers
// inherit both variables. Removed by templates-teardown.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function makeTemplateFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-templates-'));
  process.env.API_TEST_TEMPLATE_DIR = folder;
  const run = path
    .basename(folder)
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(-6)
    .toLowerCase();
  process.env.API_TEST_PG_PREFIX = `test_${run}_`;
}
