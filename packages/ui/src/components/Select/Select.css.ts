import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const trigger = style([
  focusRing,
  {
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.focusRing },
      '&[data-focus-visible]': { outlineOffset: '1px' },
      '[data-invalid] > &': { borderColor: vars.color.danger.solid },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.secondary } },
});
