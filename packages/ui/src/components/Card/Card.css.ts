import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

export const card = style({
  ...stack(vars.space['4']),
  minWidth: 0,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
  color: vars.color.text.primary,
});

export const padding = styleVariants({
  none: { padding: 0, gap: 0, overflow: 'hidden' },
  md: { padding: vars.space['4'] },
  lg: { padding: vars.space['6'] },
});

export const highlighted = style({ borderColor: vars.color.brand.solid, boxShadow: `0 0 0 1px ${vars.color.brand.solid}, ${vars.elevation['2']}` });

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] });

export const titles = style({ ...stack(2), minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.snug,
});

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
