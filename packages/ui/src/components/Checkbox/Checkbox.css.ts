import { style } from '@vanilla-extract/css';
import * as parts from './checkboxParts.ts';

export const checkbox = style(parts.row);

export const box = style({
  ...parts.box,
  selectors: {
    [`${checkbox}[data-hovered] &`]: parts.boxStates.hovered,
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: parts.boxStates.selected,
    [`${checkbox}[data-selected][data-hovered] &`]: parts.boxStates.selectedHovered,
    [`${checkbox}[data-pressed] &`]: parts.boxStates.pressed,
    [`${checkbox}[data-invalid] &`]: parts.boxStates.invalid,
    [`${checkbox}[data-focus-visible] &`]: parts.boxStates.focusVisible,
    [`${checkbox}[data-disabled] &`]: parts.boxStates.disabled,
  },
});

export const mark = style(parts.mark);
