// The fabrication sheets as a real PDF (pdf-lib): one A4 page per item with its diagram, the
// item detail pairs with a fitters checklist column, panels and notes; the last item's page ends
// with the fitter name and signature table.
import { degrees, PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FabricationItem } from '@platform/shared/contracts';
import { panelDiagram, type DimensionLine, type Shape } from '@platform/shared/diagram';
import { pdfSafe } from '@platform/shared/values';
import { panelRows } from '../sheet/panelRows';
import { CHECK_HEADING, SIGNATURE_HEADINGS } from './headings';

export { CHECK_HEADING, SIGNATURE_HEADINGS };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class PageWriter {
  y = A4.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  text(value: string, x: number, size = 10, bold = false) {
    this.page.drawText(pdfSafe(value), {
      x,
      y: this.y,
      size,
      font: bold ? this.fonts.bold : this.fonts.regular,
    });
  }

  line(height: number) {
    this.y -= height;
  }

  /** Wraps a paragraph to the page width. */
  paragraph(value: string, size = 10) {
    const font = this.fonts.regular;
    const words = pdfSafe(value).split(' ');
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > A4.width - 2 * MARGIN && current) {
        this.text(current, MARGIN, size);
        this.line(size + 4);
        current = word;
      } else current = next;
    }
    if (current) {
      this.text(current, MARGIN, size);
      this.line(size + 4);
    }
  }

  /** A table with borders; returns nothing, moves down past it. */
  table(headings: string[], rows: string[][], widths: number[], rowHeight = 18) {
    const draw = (cells: string[], bold: boolean) => {
      let x = MARGIN;
      cells.forEach((cell, index) => {
        // A taller row grows downwards, so it never reaches over what is above it.
        this.page.drawRectangle({
          x,
          y: this.y - 5 - (rowHeight - 18),
          width: widths[index],
          height: rowHeight,
          borderColor: rgb(0.6, 0.6, 0.6),
          borderWidth: 0.5,
        });
        this.text(cell, x + 4, 9, bold);
        x += widths[index];
      });
      this.line(rowHeight);
    };
    draw(headings, true);
    rows.forEach((row) => draw(row, false));
    this.line(6);
  }
}

/** Room around a panel's drawing for its dimension labels, and their size, in points. */
const LABEL_ROOM = 16;
const LABEL_SIZE = 8;
/** Height of the drawing area, and the space kept between it and the table below. */
const DIAGRAM_HEIGHT = 280;
const DIAGRAM_GAP = 24;

/**
 * The panels side by side, each the same drawing as on screen (the kernel's panel diagram) with
 * its dimension lines and their labels (sizes, lock, midrails, diagonals), kept inside the box.
 */
function drawDiagram(
  page: PDFPage,
  fonts: Fonts,
  item: FabricationItem,
  box: { x: number; y: number; width: number; height: number },
) {
  const count = Math.max(1, item.panels.length);
  const slot = box.width / count;
  item.panels.forEach((panel, index) => {
    const diagram = panelDiagram(panel);
    const { minX, minY, maxX, maxY } = diagram.bounds;
    const scale = Math.min(
      (slot - 2 * LABEL_ROOM) / (maxX - minX),
      (box.height - 2 * LABEL_ROOM) / (maxY - minY),
    );
    const left = box.x + index * slot + (slot - (maxX - minX) * scale) / 2;
    const top = box.y + box.height - LABEL_ROOM;
    const px = (x: number) => left + (x - minX) * scale;
    const py = (y: number) => top - (y - minY) * scale;
    for (const shape of diagram.shapes as Shape[]) {
      if (shape.kind === 'hatch') {
        page.drawLine({
          start: { x: px(shape.x1), y: py(shape.y1) },
          end: { x: px(shape.x2), y: py(shape.y2) },
          thickness: 0.3,
          color: rgb(0.75, 0.78, 0.8),
        });
        continue;
      }
      const dark = shape.kind === 'frame' || shape.kind === 'midrail';
      page.drawRectangle({
        x: px(shape.x),
        y: py(shape.y + shape.height),
        width: shape.width * scale,
        height: shape.height * scale,
        color: dark
          ? rgb(0.25, 0.25, 0.25)
          : shape.kind === 'lock'
            ? rgb(0.83, 0.22, 0.05)
            : rgb(1, 1, 1),
        borderColor: rgb(0.4, 0.4, 0.4),
        borderWidth: 0.5,
      });
    }
    for (const line of diagram.dimensions) {
      const diagonal = line.orientation === 'diagonal';
      const colour = diagonal ? rgb(0.45, 0.18, 0.82) : rgb(0.1, 0.1, 0.1);
      page.drawLine({
        start: { x: px(line.from.x), y: py(line.from.y) },
        end: { x: px(line.to.x), y: py(line.to.y) },
        thickness: 0.6,
        color: colour,
        dashArray: diagonal ? [3, 2] : undefined,
      });
      dimensionLabel(page, fonts, line, px, py, colour);
    }
  });
}

/** A dimension's label beside its line, on a white ground so lines under it stay readable. */
function dimensionLabel(
  page: PDFPage,
  fonts: Fonts,
  line: DimensionLine,
  px: (x: number) => number,
  py: (y: number) => number,
  colour: ReturnType<typeof rgb>,
) {
  const label = pdfSafe(line.label);
  const width = fonts.regular.widthOfTextAtSize(label, LABEL_SIZE);
  // Diagonals cross at the centre: their labels sit a quarter along, apart from each other.
  const along = line.orientation === 'diagonal' ? 0.25 : 0.5;
  const midX = px(line.from.x) + (px(line.to.x) - px(line.from.x)) * along;
  const midY = py(line.from.y) + (py(line.to.y) - py(line.from.y)) * along;
  const vertical = line.orientation === 'vertical';
  // Horizontal labels sit above their line, vertical ones left of it reading upwards.
  const x = vertical ? midX - 2 : midX - width / 2;
  const y = vertical ? midY - width / 2 : midY + 2;
  page.drawRectangle({
    x: vertical ? x - LABEL_SIZE : x - 1,
    y: vertical ? y - 1 : y - 1,
    width: vertical ? LABEL_SIZE + 1 : width + 2,
    height: vertical ? width + 2 : LABEL_SIZE + 1,
    color: rgb(1, 1, 1),
  });
  page.drawText(label, {
    x,
    y,
    size: LABEL_SIZE,
    font: fonts.regular,
    color: colour,
    rotate: vertical ? degrees(90) : undefined,
  });
}

function productOf(item: FabricationItem): string {
  return (
    item.item_data.find((row) => row.name === 'Product')?.value ??
    item.panels[0]?.product_name ??
    ''
  );
}

function itemPage(
  doc: PDFDocument,
  fonts: Fonts,
  item: FabricationItem,
  title: string,
  last: boolean,
) {
  const page = doc.addPage([A4.width, A4.height]);
  const writer = new PageWriter(page, fonts);
  writer.text(
    `${title}: item ${item.item_number}${productOf(item) ? ` - ${productOf(item)}` : ''}`,
    MARGIN,
    14,
    true,
  );
  writer.line(16);
  if (item.panels.length > 0) {
    drawDiagram(page, fonts, item, {
      x: MARGIN,
      y: writer.y - DIAGRAM_HEIGHT,
      width: A4.width - 2 * MARGIN,
      height: DIAGRAM_HEIGHT,
    });
    // The table's first row is drawn from 13 pt above the writer's line: keep it clear.
    writer.line(DIAGRAM_HEIGHT + DIAGRAM_GAP);
  }
  writer.table(
    ['Detail', 'Value', CHECK_HEADING],
    item.item_data.map((row) => [row.name, row.value, '[   ]']),
    [150, 265, 100],
  );
  writer.table(
    ['Panel', 'H', 'W', 'Midrail', 'Centre', 'Lock', 'Side', 'Hinges', 'Swing', 'Rollers'],
    panelRows(item.panels).map((row) =>
      [
        row.panel_number,
        row.height,
        row.width,
        row.midrail_type,
        row.midrail_center,
        row.lock_from_bottom,
        row.lock_side,
        row.hinges_required,
        row.swing,
        row.rollers_required,
      ].map(String),
    ),
    [40, 45, 45, 70, 55, 45, 45, 45, 65, 60],
    16,
  );
  const accessories = item.accessories.filter((accessory) => accessory.qty > 0);
  if (accessories.length > 0) {
    writer.text('Accessories', MARGIN, 11, true);
    writer.line(14);
    writer.paragraph(accessories.map((a) => `${a.qty} × ${a.name} (${a.code})`).join('; '));
  }
  writer.text('Notes', MARGIN, 11, true);
  writer.line(14);
  writer.paragraph(item.notes || '-');
  if (last) {
    writer.line(10);
    writer.table(
      [...SIGNATURE_HEADINGS],
      [
        ['', '', ''],
        ['', '', ''],
      ],
      [180, 235, 100],
      30,
    );
  }
}

/** The PDF of a job's fabrication sheets: one page per item. */
export async function sheetPdf(
  items: FabricationItem[],
  title = 'Fabrication sheet',
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(title));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  items.forEach((item, index) => itemPage(doc, fonts, item, title, index === items.length - 1));
  // Plain objects (no object streams): older PDF readers on workshop PCs open it too.
  return doc.save({ useObjectStreams: false });
}
