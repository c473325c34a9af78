import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space['1']})` });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: 2,
  color: vars.color.text.secondary,
});
