import { media, vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Fields that take the whole row (places, dates, the submit button). */
export const wide = style({
  gridColumn: '1 / -1',
});

export const errors = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space['1'],
});

/** Where a date and time picker shows while its chunk loads: a whole row, like the picker. */
/**
 * A picker's height (ui's DateTimePicker): its legend and its fields' labels (small text, snug lines), the gap under
 * each, the control. Its placeholder takes the same, so that the fields below do not move when it comes (issue 18:
 * 72 px for 102 moved them 60 px, a layout shift of 0.02 on a phone). Written here, at build time: the theme's `vars`
 * read at run time would bring the whole contract object into the entry script (the /login budget).
 */
export const pickerHeight = `calc(2 * ${vars.fontSize.sm} * ${vars.lineHeight.snug} + 2 * ${vars.space['2']} + ${vars.size.controlMd})`;

export const pickerLoading = style({
  gridColumn: '1 / -1',
  display: 'block',
});

/** The discount code being typed and its add button, side by side, the button level with the input. */
export const codeEntry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space['2'],
});

globalStyle(`${codeEntry} > button`, { marginTop: '1.75rem' });

/** The codes added, under the field. */
export const codes = style({ marginTop: vars.space['2'] });
