import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The text of each page of a PDF, read by pdfjs-dist as a PDF reader would. */
export function pdfText(bytes: Uint8Array): string[] {
  const output = execFileSync(process.execPath, [join(__dirname, 'read-pdf.mjs')], {
    input: bytes,
    cwd: __dirname,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.toString('utf8')) as string[];
}
