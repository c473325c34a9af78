import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ paddingInlineEnd: 0, gap: vars.space['2'] });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
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
