import { vars } from '../../theme/contract.css.ts';
import { style } from '@vanilla-extract/css';

/** The "as of" line under a page's title (issue 33). */
export const asOf = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
