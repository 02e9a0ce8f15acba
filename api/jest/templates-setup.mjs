// Makes the folder for this run's seeded database templates (src/testing/templates.ts); the
// workers inherit the variable. Removed by templates-teardown.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function makeTemplateFolder() {
  process.env.API_TEST_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-templates-'));
}
