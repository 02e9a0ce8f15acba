// Removes this run's seeded database templates (see templates-setup.mjs).
import fs from 'node:fs';

export default function removeTemplateFolder() {
  const folder = process.env.API_TEST_TEMPLATE_DIR;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
