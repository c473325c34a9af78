import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline } from '../../theme/recipes.ts';

export const avatar = style({
  ...centeredInline,
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
  userSelect: 'none',
});

export const sizes = styleVariants({
  sm: { width: 32, height: 32, fontSize: vars.fontSize.xs },
  md: { width: 44, height: 44, fontSize: vars.fontSize.md },
  lg: { width: 64, height: 64, fontSize: vars.fontSize.xl },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
