import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

// The add button under the title: full width on a phone (beside the title it would not fit at 390 px), at the end
// of the row from tablets up.
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
