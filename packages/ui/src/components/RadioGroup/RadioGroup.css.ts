import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { choiceRow } from '../../theme/recipes.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['5'] } },
});

export const radio = style(choiceRow);

export const circle = style({
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easeStandard}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.controlHover },
    [`${radio}[data-selected] &`]: { borderWidth: 7, borderColor: vars.color.brand.solid },
    [`${radio}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${radio}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${radio}[data-disabled] &`]: { borderColor: vars.color.disabled.border, backgroundColor: vars.color.disabled.surface },
  },
});
