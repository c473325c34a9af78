import { style } from '@vanilla-extract/css';
import { inputBox } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** The select and its chevron, one over the other. */
export const box = style({ position: 'relative', display: 'grid', minWidth: 0 });

/**
 * The browser's own select drawn as `Select`'s button is (`inputBox`): its arrow replaced by the chevron, its states
 * read from the element (`:hover`, `:focus-visible`, `:disabled`, `aria-invalid`) instead of react-aria's attributes.
 */
export const select = style([
  inputBox,
  {
    appearance: 'none',
    margin: 0,
    // Room for the chevron, which is drawn over the select's end.
    paddingInlineEnd: `calc(${vars.space['4']} + 20px + ${vars.space['2']})`,
    fontFamily: 'inherit',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.border.controlHover },
      '&:focus': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
      '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 1px ${vars.color.danger.solid}` },
      '&:disabled': {
        backgroundColor: vars.color.disabled.surface,
        borderColor: vars.color.disabled.border,
        color: vars.color.disabled.text,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['4'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
