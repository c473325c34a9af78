import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline } from '../../theme/recipes.ts';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      ...centeredInline,
      width: vars.size.touchTarget,
      height: vars.size.touchTarget,
      flexShrink: 0,
      padding: 0,
      border: '1px solid transparent',
      borderRadius: vars.radius.control,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      selectors: {
        '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed', backgroundColor: 'transparent' },
      },
    },
  ],
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
          '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.neutral.solid,
        color: vars.color.neutral.onSolid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.neutral.solidHover },
          '&[data-pressed]': { backgroundColor: vars.color.neutral.solidPressed },
        },
      },
      primary: {
        backgroundColor: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.brand.solidHover },
          '&[data-pressed]': { backgroundColor: vars.color.brand.solidPressed },
        },
      },
    },
  },
  defaultVariants: { variant: 'ghost' },
});
