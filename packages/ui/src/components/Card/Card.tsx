import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx.ts';
import * as s from './Card.css.ts';

/** Props of `Card`. */
export interface CardProps {
  /** The title (a heading of `headingLevel`). */
  title?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Something at the title's end (a badge, a menu). */
  headerEnd?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** Actions at the bottom, separated by a line. */
  footer?: ReactNode;
  /**
   * The heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Inner spacing; `none` for media that bleeds to the edges.
   * @default 'md'
   */
  padding?: 'none' | 'md' | 'lg';
  /**
   * A brand outline (e.g. a highlighted carpooling offer).
   * @default false
   */
  isHighlighted?: boolean;
  /**
   * The element: `article` for a self-contained item in a list, `section` for a part of a page.
   * @default 'section'
   */
  as?: 'section' | 'article' | 'div';
  /**
   * A part of the page a screen reader lists among its landmarks: the element is named by its title, which makes a
   * `section` a `region` (the account page's sections). Leave it off for cards that repeat in a list.
   * @default false
   */
  isRegion?: boolean;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A raised surface grouping related content. Not interactive itself: put a `Link` or `Button` inside. */
export function Card({
  title,
  subtitle,
  headerEnd,
  children,
  footer,
  headingLevel = 3,
  padding = 'md',
  isHighlighted = false,
  as: Element = 'section',
  isRegion = false,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const named = isRegion && title != null;
  return (
    <Element className={cx(s.card, s.padding[padding], isHighlighted && s.highlighted, className)} aria-labelledby={named ? titleId : undefined}>
      {(title != null || headerEnd != null) && (
        <div className={s.header}>
          <div className={s.titles}>
            {title != null && (
              <Heading id={named ? titleId : undefined} className={s.title}>
                {title}
              </Heading>
            )}
            {subtitle != null && <span className={s.subtitle}>{subtitle}</span>}
          </div>
          {headerEnd}
        </div>
      )}
      {children}
      {footer != null && <div className={s.footer}>{footer}</div>}
    </Element>
  );
}
