import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, color: vars.color.text.secondary });

// Expiry and security code side by side, even on a 390 px phone (both are short).
export const pair = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space['3'] });

export const numberLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  '@media': { 'screen and (min-width: 640px)': { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' } },
});

export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['3'] });
