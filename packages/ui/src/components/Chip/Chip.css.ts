import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline, stack } from '../../theme/recipes.ts';

export const group = style(stack(vars.space['2']));

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: 36,
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: 2,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand.soft}`,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.brand.softHover },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const remove = style({
  position: 'relative',
  ...centeredInline,
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The visible circle is 32 px; the invisible hit area reaches 44 px (touch target).
    '&::before': { content: '""', position: 'absolute', inset: -6 },
    '&[data-hovered]': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}` },
  },
});
