import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fieldButton } from '../../theme/recipes.ts';

export const group = style({ paddingInlineEnd: 0, gap: vars.space['2'] });

export const toggle = style({
  ...fieldButton,
  width: vars.size.touchTarget,
  background: 'transparent',
  color: vars.color.text.secondary,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-hovered]': { color: vars.color.text.primary } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const loader = style({ color: vars.color.text.secondary, display: 'inline-flex' });

// A virtualized list positions its rows itself (no flex layout, no padding of its own); it scrolls within the
// popover's max height, which react-aria sets from the room left below or above the field.
export const virtualList = style({ display: 'block', padding: 0 });
