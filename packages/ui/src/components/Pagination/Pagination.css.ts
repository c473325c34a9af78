import { style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline } from '../../theme/recipes.ts';

export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['1'] });

export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space['1'],
  '@media': { [media.tablet]: { display: 'flex' } },
});

// Phones get "page 3 of 20" between the arrows: nine 44 px buttons do not fit in 390 px.
export const compact = style({
  minWidth: 120,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const page = style([
  focusRing,
  {
    ...centeredInline,
    minWidth: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: `0 ${vars.space['2']}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text.primary,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
      '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brand.solid,
        color: vars.color.brand.onSolid,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
]);

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  width: 28,
  height: vars.size.touchTarget,
  paddingBottom: 12,
  color: vars.color.text.secondary,
});
