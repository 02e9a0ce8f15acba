// The "Generate and download" document of a record: a real PDF drawn with pdf-lib — the
// record's title, a table of its fields, and a table per list field (a quote's lines), broken
// over A4 pages with the table's header repeated and "Page n of m" at the foot (ADR 153).
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { fieldLabel, formatField } from '@platform/shared/format/fields';
import { pdfSafe } from '@platform/shared/values';
import { fieldDisplay, type RecordType } from './record-types';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const FOOTER = 28;
const TITLE_SIZE = 18;
const HEADING_SIZE = 12;
const BODY_SIZE = 10;
const LINE_HEIGHT = 13;
const CELL_PADDING = 4;

/**
 * pdf-lib is loaded by the first document a process draws, not with the API: most processes
 * never draw one, and every API test file paid its load (ADR 270).
 */
const loadPdfLib = () => import('pdf-lib');

interface Colours {
  text: Color;
  rule: Color;
  headerFill: Color;
  footer: Color;
}

export interface PdfTable {
  heading?: string;
  columns: string[];
  /** Share of the width of each column (they add up to 1). */
  widths: number[];
  rows: string[][];
}

export interface PdfDocumentContent {
  title: string;
  tables: PdfTable[];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A list field worth a table of its own: a list of objects (a quote's lines). */
function isRowList(value: unknown): value is Array<Record<string, unknown>> {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry))
  );
}

const PRINTED_KINDS = new Set(['text', 'number', 'date', 'datetime', 'boolean']);

/**
 * What the document of a record shows: its filled fields in the type's order, as the screen
 * shows them (names for ids and codes, money with cents, date-times in the organisation's
 * zone; drawn images, files and measurements are left to the record's page), then each list of
 * rows as a table.
 */
export function recordDocument(
  type: RecordType,
  id: number,
  record: Record<string, unknown>,
  timeZone: string,
): PdfDocumentContent {
  const fields = Object.keys(type.fields)
    .filter((name) => PRINTED_KINDS.has(type.fields[name]))
    .flatMap((name) => {
      const display = fieldDisplay(type, name);
      const value = display ? formatField(record[name], display, { timeZone }) : '';
      return display && value.trim() !== '' ? [[display.label, value]] : [];
    });
  const tables: PdfTable[] = [{ columns: ['Field', 'Value'], widths: [0.3, 0.7], rows: fields }];
  for (const [name, kind] of Object.entries(type.fields)) {
    const value = record[name];
    if (kind !== 'json' || !isRowList(value)) continue;
    const keys = [...new Set(value.flatMap((row) => Object.keys(row)))].filter(
      (key) => key !== 'id',
    );
    if (keys.length === 0) continue;
    tables.push({
      heading: fieldDisplay(type, name)?.label ?? fieldLabel(name),
      columns: keys.map(fieldLabel),
      widths: keys.map(() => 1 / keys.length),
      rows: value.map((row) => keys.map((key) => cellText(row[key]))),
    });
  }
  return { title: type.title(record, id), tables };
}

/** Breaks text into lines that fit a width; a word longer than the width is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of pdfSafe(paragraph).split(' ')) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        if (current) {
          lines.push(current);
          current = '';
        }
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      const candidate = current ? `${current} ${rest}` : rest;
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = rest;
      } else current = candidate;
    }
    lines.push(current);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  readonly width = A4[0] - 2 * MARGIN;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly colours: Colours,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  fits(height: number): boolean {
    if (this.y - height >= MARGIN + FOOTER) return true;
    this.newPage();
    return false;
  }

  line(text: string, size: number, font: PDFFont, x = MARGIN): void {
    this.page.drawText(text, { x, y: this.y - size, size, font, color: this.colours.text });
  }

  heading(text: string, size: number): void {
    for (const line of wrapText(text, this.bold, size, this.width)) {
      this.fits(size + 6);
      this.line(line, size, this.bold);
      this.y -= size + 6;
    }
    this.y -= 4;
  }

  /** One row: wrapped cells side by side; a row taller than a page continues on the next. */
  row(cells: string[], widths: number[], header: boolean, onNewPage: () => void): void {
    const font = header ? this.bold : this.regular;
    const columns = widths.map((share) => share * this.width);
    let pending = cells.map((cell, index) =>
      wrapText(cell, font, BODY_SIZE, columns[index] - 2 * CELL_PADDING),
    );
    while (pending.some((lines) => lines.length > 0)) {
      const room = Math.floor((this.y - MARGIN - FOOTER - 2 * CELL_PADDING) / LINE_HEIGHT);
      const needed = Math.max(...pending.map((lines) => lines.length));
      if (room < Math.min(needed, 3)) {
        this.newPage();
        onNewPage();
        continue;
      }
      const count = Math.min(needed, room);
      const height = count * LINE_HEIGHT + 2 * CELL_PADDING;
      if (header) {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: this.width,
          height,
          color: this.colours.headerFill,
        });
      }
      let x = MARGIN;
      pending.forEach((lines, index) => {
        lines.slice(0, count).forEach((text, lineIndex) => {
          this.page.drawText(text, {
            x: x + CELL_PADDING,
            y: this.y - CELL_PADDING - (lineIndex + 1) * LINE_HEIGHT + 3,
            size: BODY_SIZE,
            font,
          });
        });
        x += columns[index];
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.5,
        color: this.colours.rule,
      });
      pending = pending.map((lines) => lines.slice(count));
      if (pending.some((lines) => lines.length > 0)) {
        this.newPage();
        onNewPage();
      }
    }
  }

  table(table: PdfTable): void {
    if (table.heading) {
      this.y -= 8;
      this.fits(HEADING_SIZE + 6 + 3 * LINE_HEIGHT);
      this.heading(table.heading, HEADING_SIZE);
    }
    const header = () => this.row(table.columns, table.widths, true, () => undefined);
    header();
    for (const cells of table.rows) this.row(cells, table.widths, false, header);
  }
}

/** The document as PDF bytes: A4, the title, the tables, "Page n of m" on every page. */
export async function renderPdf(content: PdfDocumentContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const colours: Colours = {
    text: rgb(0, 0, 0),
    rule: rgb(0.8, 0.8, 0.8),
    headerFill: rgb(0.93, 0.93, 0.93),
    footer: rgb(0.4, 0.4, 0.4),
  };
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(content.title));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold, colours);
  writer.heading(content.title, TITLE_SIZE);
  for (const table of content.tables) writer.table(table);
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const footer = `Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: colours.footer,
    });
  });
  return doc.save();
}

/** A file name from the title: 'Quote Q-00012' → 'quote-q-00012.pdf'. */
export function pdfFileName(title: string, fallback: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || fallback}.pdf`;
}
