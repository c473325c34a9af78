import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

/** Save: full width under the thumb on a phone, its own width from a tablet up. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

/**
 * The licence block's anchor (issue 34): scrolled to below the sticky header (64 px) with a little room; no outline of
 * its own when it takes the focus, which only a script gives it.
 */
export const anchor = style({ minWidth: 0, outline: 'none', scrollMarginTop: 80 });
