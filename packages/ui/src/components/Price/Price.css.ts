import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const price = style({ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space['2'] });

export const current = styleVariants({
  sm: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
  md: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
  lg: { fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.01em' },
});

export const discounted = style({ color: vars.color.success.onSoft });

export const before = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  textDecorationLine: 'line-through',
  textDecorationThickness: '1.5px',
});
