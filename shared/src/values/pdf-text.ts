/** Characters above U+00FF that the standard PDF fonts (WinAnsi) still encode. */
const WIN_ANSI_EXTRAS = '–—‘’“”•…€™';

/**
 * Text the standard PDF fonts can encode: other characters become '?', and line breaks and
 * tabs become spaces (a PDF text run is one line). Used by every PDF the platform draws with
 * pdf-lib, in the browser and on the server.
 */
export function pdfSafe(text: string): string {
  return [...text]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.includes(char) ? char : '?'))
    .join('')
    .replace(/[\r\n\t]+/g, ' ');
}
