import { useMemo } from 'react';
import { cx } from '../../internal/cx.ts';
import * as s from './RichText.css.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

/** Props of `RichText`. */
export interface RichTextProps {
  /** Operator-provided HTML (custom contents, terms); sanitized before rendering. */
  html: string;
  className?: string;
}

/** Renders operator HTML, sanitized, with the theme's typography. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only use of innerHTML in the product, and only with sanitized input.
  return <div className={cx(s.richText, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export { sanitizeHtml };
