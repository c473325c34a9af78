import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['5'],
  rowGap: vars.space['1'],
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
