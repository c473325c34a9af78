import { style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const intro = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.lineHeight.normal });

/** The step's form: its fields, then its actions. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

/** The step's actions: full width under the thumb on a phone, at the end of the row from a tablet up. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  '@media': { 'screen and (min-width: 640px)': { flexDirection: 'row', justifyContent: 'flex-end', alignItems: 'center' } },
});
