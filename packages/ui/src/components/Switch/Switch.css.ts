import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { choiceRow } from '../../theme/recipes.ts';

export const switchRoot = style(choiceRow);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 44,
  height: 26,
  borderRadius: 999,
  backgroundColor: vars.color.surface.raised,
  border: `2px solid ${vars.color.border.control}`,
  transition: `background-color ${vars.motion.durationBase}, border-color ${vars.motion.durationBase}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.border.controlHover },
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.brand.solid, borderColor: vars.color.brand.solid },
    [`${switchRoot}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.brand.solidHover, borderColor: vars.color.brand.solidHover },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.disabled.surface, borderColor: vars.color.disabled.border },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 18,
  height: 18,
  borderRadius: '50%',
  backgroundColor: vars.color.border.control,
  boxShadow: vars.elevation['1'],
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easeEmphasized}, background-color ${vars.motion.durationBase}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)', backgroundColor: vars.color.brand.onSolid },
    [`${switchRoot}[data-pressed] &`]: { width: 22 },
    [`${switchRoot}[data-selected][data-pressed] &`]: { transform: 'translateX(14px)' },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.disabled.border, boxShadow: 'none' },
  },
});
