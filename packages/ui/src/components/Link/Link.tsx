import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { link } from './Link.css.ts';

/** Props of `Link`. */
export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /**
   * `inline` inside running text (underlined), `standalone` as an action of its own (44 px high).
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * A link on react-aria's `Link`. Client-side navigation goes through react-aria's `RouterProvider`, which the app
 * sets up with its router, so `href` works for both in-app and external addresses.
 */
export function Link({ variant, className, ...props }: LinkProps) {
  return <AriaLink {...props} className={cx(link({ variant }), className)} />;
}
