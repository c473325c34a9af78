import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../internal/shared.css.ts';
import { centeredInline } from '../../theme/recipes.ts';

function tone(t: keyof typeof vars.color & ('brand' | 'danger' | 'neutral')) {
  const c = vars.color[t];
  return {
    backgroundColor: c.solid,
    color: c.onSolid,
    selectors: {
      '&[data-hovered]': { backgroundColor: c.solidHover },
      '&[data-pressed]': { backgroundColor: c.solidPressed, transform: 'scale(0.98)' },
    },
  };
}

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      ...centeredInline,
      gap: vars.space['2'],
      border: '1px solid transparent',
      borderRadius: vars.radius.control,
      fontFamily: 'inherit',
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      letterSpacing: '0.005em',
      textDecoration: 'none',
      // A long label wraps rather than widening the page (issue 19: 320 px wide, 200 % zoom).
      textAlign: 'center',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      selectors: {
        '&[data-disabled]': {
          backgroundColor: vars.color.disabled.surface,
          borderColor: vars.color.disabled.border,
          color: vars.color.disabled.text,
          cursor: 'not-allowed',
          boxShadow: 'none',
        },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: [tone('brand'), { boxShadow: vars.elevation['1'] }],
      secondary: tone('neutral'),
      danger: tone('danger'),
      outline: {
        backgroundColor: vars.color.surface.raised,
        color: vars.color.brand.onSoft,
        borderColor: vars.color.border.control,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.brand.soft, borderColor: vars.color.brand.solid },
          '&[data-pressed]': { backgroundColor: vars.color.brand.softHover, transform: 'scale(0.98)' },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand.onSoft,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.brand.soft },
          '&[data-pressed]': { backgroundColor: vars.color.brand.softHover },
        },
      },
    },
    size: {
      // Every size keeps the 44 px touch target (issue: phone first).
      sm: { minHeight: vars.size.controlSm, minWidth: vars.size.touchTarget, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, minWidth: vars.size.touchTarget, padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, minWidth: vars.size.touchTarget, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  // Transparent rather than hidden: the label stays the button's accessible name while pending.
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pendingOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
