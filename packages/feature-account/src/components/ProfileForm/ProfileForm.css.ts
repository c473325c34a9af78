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
