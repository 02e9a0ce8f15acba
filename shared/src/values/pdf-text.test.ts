import { pdfSafe } from './pdf-text';

describe('pdfSafe', () => {
  it('keeps text the standard fonts cannot encode from breaking the file', () => {
    expect(pdfSafe('2100 × 900 – ✔ done')).toBe('2100 × 900 – ? done');
  });

  it('puts a text run on one line', () => {
    expect(pdfSafe('Front\r\ndoor\tleft')).toBe('Front door left');
  });
});
