import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const menu = style({ padding: vars.space['1'], outline: 'none', minWidth: 200 });

export const danger = style({
  color: vars.color.danger.onSoft,
  selectors: { '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.danger.soft } },
});

export const icon = style({ display: 'inline-flex', color: 'inherit', opacity: 0.85 });
