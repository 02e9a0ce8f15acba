/** Elements whose content is not text a reader sees. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, embed, svg, math, title';
/** Elements that end a line or a cell: their text is kept apart from the next one's. */
const BREAKS = 'br, p, div, li, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre, hr';

/**
 * The plain text of server HTML, for a toast, a system notification, or a SafeHtml still waiting
 * for its sanitiser. DOMParser's document is inert: no script of it runs and no image of it
 * loads, so the HTML needs no cleaning first; what is not text (a script's source) is dropped.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  for (const element of body.querySelectorAll(BREAKS)) element.after(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
