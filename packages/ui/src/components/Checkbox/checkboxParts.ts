// The style rules of a checkbox's parts, as plain objects spread into the `style({...})` of `Checkbox.css.ts` and
// `NativeCheckbox.css.ts` (as `theme/recipes.ts` does): read when the styles are built, so both look the same and
// neither loads the other's code (issue 32: `NativeCheckbox` has no react-aria).
import { vars } from '../../theme/contract.css.ts';
import { choiceRow } from '../../theme/recipes.ts';

// The label may wrap (terms with a link): the box stays by its first line, 11 px + 22 px line + 11 px = 44 px.
export const row = { ...choiceRow, alignItems: 'flex-start', paddingBlock: '11px', lineHeight: '22px' } as const;

/** The box, unticked; each component styles its states from its own attributes or pseudo-classes. */
export const box = {
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
} as const;

/** The colours of each state of the box. */
export const boxStates = {
  hovered: { borderColor: vars.color.border.controlHover },
  selected: { backgroundColor: vars.color.brand.solid, borderColor: vars.color.brand.solid },
  selectedHovered: { backgroundColor: vars.color.brand.solidHover, borderColor: vars.color.brand.solidHover },
  pressed: { transform: 'scale(0.92)' },
  invalid: { borderColor: vars.color.danger.solid },
  focusVisible: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  disabled: { borderColor: vars.color.disabled.border, backgroundColor: vars.color.disabled.surface, color: vars.color.disabled.text },
} as const;

export const mark = { width: 16, height: 16 } as const;
