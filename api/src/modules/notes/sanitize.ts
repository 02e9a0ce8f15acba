import sanitize from 'sanitize-html';

/** Tags a note may keep: the editor's formatting, lists, links and mention chips. */
export const NOTE_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'u',
  'ul',
];

/**
 * Elements dropped together with everything inside them: their content is code, markup for
 * another parser (SVG, MathML, templates) or would be shown as text by a browser only sometimes.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'select',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: NOTE_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['class', 'data-user-id'] },
  allowedClasses: { span: ['mention'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    // A link opens a new tab that gets no handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    // A mention keeps only a numeric user id.
    span: (tagName, attribs) => {
      const { ['data-user-id']: userId, ...rest } = attribs;
      return {
        tagName,
        attribs: userId && /^[0-9]{1,9}$/.test(userId) ? { ...rest, 'data-user-id': userId } : rest,
      };
    },
  },
};

/**
 * Cleans a note's HTML with an allowlist (sanitize-html): only NOTE_TAGS, no event handlers, no
 * styles, links only to http(s) and mailto. Text is escaped, so the result parses the same in
 * a browser as here (no mutation XSS through a second parse).
 */
export function sanitizeNote(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The text of clean HTML without tags (entities kept encoded), for emptiness and excerpts. */
export function textOf(cleanHtml: string): string {
  return sanitize(cleanHtml.replace(/<br\s*\/?>|<\/(p|div|li)>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** User ids of the mention chips (`<span class="mention" data-user-id="…">`) in clean HTML. */
export function mentionedIds(cleanHtml: string): number[] {
  return [...cleanHtml.matchAll(/data-user-id="([0-9]{1,9})"/g)].map((match) => Number(match[1]));
}
