import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isTrustedImageOrigin } from '@platform/shared';

/** Tags allowed in server HTML (notification text, descriptions, release notes). */
export const ALLOWED_HTML_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** Attributes allowed on those tags; event handlers and styles never are. */
export const ALLOWED_HTML_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'colspan',
  'rowspan',
];

/** Same-origin, API or inline images only: an external image would tell a third party who reads what. */
function imageAllowed(src: string | null): boolean {
  if (!src) return false;
  if (/^data:image\/(png|jpeg|gif|webp);/i.test(src)) return true;
  try {
    const url = new URL(src, window.location.href);
    return url.origin === window.location.origin || isTrustedImageOrigin(url.origin);
  } catch {
    return false;
  }
}

let purifier: Purifier | null = null;

// A private instance, so the link hook does not change DOMPurify for other code on the page.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && node instanceof Element) {
      if (!imageAllowed(node.getAttribute('src'))) node.remove();
      return;
    }
    if (node.nodeName !== 'A' || !(node instanceof Element)) return;
    // A link may open a new tab; the opened page must not get a handle on this one.
    node.setAttribute('rel', 'noopener noreferrer');
    if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank') {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** Cleans server HTML down to the allowed tags and attributes; unsafe URLs are dropped. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: ALLOWED_HTML_TAGS,
    ALLOWED_ATTR: ALLOWED_HTML_ATTRIBUTES,
  });
}
