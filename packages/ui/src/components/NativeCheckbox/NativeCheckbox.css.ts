import { style } from '@vanilla-extract/css';
import * as parts from '../Checkbox/checkboxParts.ts';

// Always enabled: not the disabled look of `Checkbox`'s row.
export const row = style({ ...parts.row, selectors: {} });

/** The box and its tick, one over the other; pressed, both shrink a little (as `Checkbox`'s box does). */
export const control = style({
  display: 'inline-grid',
  flexShrink: 0,
  selectors: { [`${row}:active &`]: parts.boxStates.pressed },
});

export const box = style({
  ...parts.box,
  gridArea: '1 / 1',
  appearance: 'none',
  margin: 0,
  cursor: 'inherit',
  selectors: {
    [`${row}:hover &`]: parts.boxStates.hovered,
    '&:checked': parts.boxStates.selected,
    [`${row}:hover &:checked`]: parts.boxStates.selectedHovered,
    '&:focus-visible': parts.boxStates.focusVisible,
  },
});

export const mark = style({
  ...parts.mark,
  gridArea: '1 / 1',
  placeSelf: 'center',
  pointerEvents: 'none',
  color: parts.box.color,
  visibility: 'hidden',
  selectors: { [`${box}:checked + &`]: { visibility: 'visible' } },
});
