import { style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

export const root = style({
  ...stack(vars.space['2']),
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space['2'] });

export const row = style({
  display: 'grid',
  // The time column must hold a 12-hour time ("10:00 AM") beside its chevron on a 390 px phone.
  gridTemplateColumns: 'minmax(0, 1fr) 9rem',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 10rem' } },
});

export const subLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text.secondary });
