import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { choiceRow } from '../../theme/recipes.ts';

// The label may wrap (terms with a link): the box stays by its first line, 11 px + 22 px line + 11 px = 44 px.
export const checkbox = style({ ...choiceRow, alignItems: 'flex-start', paddingBlock: '11px', lineHeight: '22px' });

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: `calc(${vars.radius.sm} - 1px)`,
  border: `2px solid ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.brand.onSolid,
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.border.controlHover },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    [`${checkbox}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.brand.solidHover, borderColor: vars.color.brand.solidHover },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.disabled.border, backgroundColor: vars.color.disabled.surface, color: vars.color.disabled.text },
  },
});

export const mark = style({ width: 16, height: 16 });
