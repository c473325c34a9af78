import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fieldButton } from '../../theme/recipes.ts';

export const group = style({ padding: 0, overflow: 'hidden' });

export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const stepButton = style({
  ...fieldButton,
  width: vars.size.controlMd,
  minHeight: vars.size.touchTarget,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.solidHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.solidPressed },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' },
  },
});
