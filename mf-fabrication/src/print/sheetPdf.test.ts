import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFArray, PDFRawStream, type PDFPage } from 'pdf-lib';
import { fabricationPanel } from '@platform/shared/testing';
import { item } from '../testing/fixtures';
import { CHECK_HEADING, sheetPdf, SIGNATURE_HEADINGS } from './sheetPdf';

/** The text a page shows: its content streams inflated, the hex strings of its Tj operators decoded. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((ref) => page.doc.context.lookup(ref as never))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => {
      const bytes = stream.getContents();
      const filter = stream.dict.toString().includes('FlateDecode');
      const raw = Buffer.from(filter ? inflateSync(bytes) : bytes).toString('latin1');
      return [...raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
        .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
        .join('\n');
    })
    .join('\n');
}

describe('sheetPdf', () => {
  it('has one page per item, a fitters checklist on each, and the signature table only on the last', async () => {
    const items = [
      item(),
      item({
        id: 2,
        item_number: 2,
        panels: [fabricationPanel({ id: 21 }), fabricationPanel({ id: 22, lock_is_right: false })],
      }),
      item({ id: 3, item_number: 3, notes: 'Lounge window' }),
    ];
    const doc = await PDFDocument.load(await sheetPdf(items, 'J-1042'));
    expect(doc.getPageCount()).toBe(3);
    const texts = doc.getPages().map(pageText);
    texts.forEach((text, index) => {
      expect(text).toContain(`J-1042: item ${index + 1} - Hinged security door`);
      expect(text).toContain(CHECK_HEADING);
    });
    for (const heading of SIGNATURE_HEADINGS) {
      expect(texts[2]).toContain(heading);
      expect(texts[0]).not.toContain(heading);
    }
    expect(texts[2]).toContain('Lounge window');
  });

  it('draws each panel with its dimensions: sizes, lock, midrail and diagonals', async () => {
    const doc = await PDFDocument.load(
      await sheetPdf(
        [
          item({
            panels: [
              fabricationPanel({
                midrails: [{ from_bottom: 1000 }],
                diagonal_measurement_left: 2284,
                diagonal_measurement_right: 2286,
              }),
            ],
          }),
        ],
        'J-1042',
      ),
    );
    const lines = pageText(doc.getPages()[0]).split('\n');
    for (const label of ['900', '2100', 'Lock 1050', 'Midrail 1000', 'D1 2284', 'D2 2286'])
      expect(lines).toContain(label);
  });
});
