import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** Element to render into; 'span' for inline text. */
  as?: 'div' | 'span';
}

/** Renders server HTML after sanitising it to the allowed tags (spec: HTML is sanitised). */
export function SafeHtml(props: SafeHtmlProps) {
  const { html, className, as: Element = 'div' } = props;
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
