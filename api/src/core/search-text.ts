/**
 * Full-text search of the global search (docs/decisions/198): the same on PGlite and PostgreSQL,
 * no extension. A document's text is cut into words at ASCII punctuation and white space
 * ('J-00001' → 'j', '00001'; 'sam.36@customers.test' → 'sam', '36', 'customers', 'test') and
 * indexed with the 'simple' configuration (lower case, no stemming, no stop words). A query
 * matches each of its words as a prefix ('Harb' finds 'Harbour'); the parts of one word must
 * follow each other ('J-00001' is 'j' followed by '00001').
 */

/** Punctuation and white space, as PostgreSQL's `[[:punct:][:space:]]` reads ASCII. */
const SEPARATORS = /[\s!-/:-@[-`{-~]+/;

/** The most words of a query that are searched; more are ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * A text's search vector as SQL (immutable: usable in a generated column or an index).
 * `textSql` is an SQL expression of type text; null reads as empty.
 */
export function searchVectorSql(textSql: string, weight: 'A' | 'B' | 'C' | 'D' = 'D'): string {
  const words = `regexp_replace(coalesce(${textSql}, ''), '[[:punct:][:space:]]+', ' ', 'g')`;
  return `setweight(to_tsvector('simple'::regconfig, ${words}), '${weight}')`;
}

/**
 * The tsquery text of what a person typed: every word as a prefix, all words required; null
 * when nothing searchable is left. Words hold no punctuation, so they cannot break the syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .split(/\s+/)
    .map((word) => word.split(SEPARATORS).filter(Boolean))
    .filter((parts) => parts.length > 0)
    .slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return null;
  return words
    .map((parts) => {
      const phrase = parts.map((part) => `'${part.toLowerCase()}':*`).join(' <-> ');
      return parts.length > 1 ? `(${phrase})` : phrase;
    })
    .join(' & ');
}
