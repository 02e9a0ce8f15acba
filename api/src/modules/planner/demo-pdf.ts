import { formatField } from '@platform/shared/format/fields';
import { fieldDisplay, RECORD_TYPES } from '../views/record-types';

/**
 * A small, valid PDF made from text lines (one array per page, Helvetica): the demo job sheet is
 * generated at seed time so no binary file is checked in. Offsets in the cross-reference table
 * are counted in bytes, so the text must be ASCII.
 */
export function textPdf(pages: string[][], title: string): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const objects: string[] = [];
  const pageCount = pages.length;
  // 1 catalog, 2 pages, 3 font, 4 info, then per page: page object and its content stream.
  const pageObject = (index: number) => 5 + index * 2;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  objects[4] = `<< /Title (${escape(title)}) /Producer (ScreenWorks demo seed) >>`;
  pages.forEach((lines, index) => {
    const body = [
      'BT',
      '/F1 20 Tf',
      '56 780 Td',
      `(${escape(lines[0] ?? '')}) Tj`,
      '/F1 12 Tf',
      ...lines.slice(1).flatMap((line) => ['0 -22 Td', `(${escape(line)}) Tj`]),
      'ET',
      `BT /F1 9 Tf 56 40 Td (Page ${index + 1} of ${pageCount}) Tj ET`,
    ].join('\n');
    objects[pageObject(index)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`;
    objects[pageObject(index) + 1] =
      `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) {
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The fields of a job its sheet prints, in this order, as the job's page shows them. */
const SHEET_FIELDS = [
  'customer_name',
  'site',
  'contact',
  'contact_phone',
  'title',
  'type',
  'quantity',
  'status',
  'scheduled_at',
  'due_date',
  'notes',
  'gate_code',
] as const;

/**
 * The demo job sheet of a job: its fields as its page shows them (labels, names for codes,
 * dates in the organisation's zone) on page one, the fitting checklist on page two, so the
 * planner's attached sheet says what the job says and page navigation has somewhere to go.
 */
export function demoJobSheet(job: Record<string, unknown>, timeZone: string): Buffer {
  const jobs = RECORD_TYPES.jobs;
  const title = `Job sheet ${String(job.number ?? '')}`.trim();
  const lines = SHEET_FIELDS.flatMap((name) => {
    const display = fieldDisplay(jobs, name);
    const value = display ? formatField(job[name], display, { timeZone }) : '';
    // The sheet's font is plain ASCII: a dash in a title prints as a hyphen.
    return display && value.trim() !== ''
      ? [`${display.label}: ${value.replace(/[–—]/g, '-')}`]
      : [];
  });
  return textPdf(
    [
      [title, ...lines],
      [
        'Fitting checklist',
        '1. Check the opening is square (diagonals within 3 mm).',
        '2. Fix the frame, fit the screen or door and its lock.',
        '3. Test the closer and the lock; clean the mesh.',
        '4. Customer signs off the job.',
      ],
    ],
    title,
  );
}

/** Where the demo PDF is stored in the file store, under the organisation's folder. */
export const DEMO_PDF_NAME = 'demo-job-sheet.pdf';
export const DEMO_PDF_FOLDER = 'planner';
