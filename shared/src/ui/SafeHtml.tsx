import { useEffect, useMemo, useReducer } from 'react';
import { htmlToText } from './htmlToText';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** Element to render into; 'span' for inline text. */
  as?: 'div' | 'span';
}

type Sanitizer = typeof import('./sanitizeHtml');

let sanitizer: Sanitizer | null = null;
let pending: Promise<void> | null = null;

/**
 * The sanitiser (DOMPurify, 12 KB gzip) in its own chunk, loaded with the first SafeHtml drawn: a
 * signed-in start shows no server HTML (ADR 252). A failed load is tried again by the next one.
 */
function loadSanitizer(): Promise<void> {
  pending ??= import(/* webpackChunkName: "sanitize-html" */ './sanitizeHtml').then(
    (module) => {
      sanitizer = module;
    },
    () => {
      pending = null;
    },
  );
  return pending;
}

/**
 * Renders server HTML after sanitising it to the allowed tags (spec: HTML is sanitised). Until
 * the sanitiser is in (the first one drawn, or offline before it was ever loaded) it shows the
 * HTML's plain text: never the HTML unsanitised, never nothing.
 */
export function SafeHtml(props: SafeHtmlProps) {
  const { html, className, as: Element = 'div' } = props;
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!sanitizer) void loadSanitizer().then(loaded);
  }, []);
  const ready = sanitizer;
  const clean = useMemo(() => (ready ? ready.sanitizeHtml(html) : null), [ready, html]);
  if (clean === null) {
    return (
      <Element className={className} data-html="plain">
        {htmlToText(html)}
      </Element>
    );
  }
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
