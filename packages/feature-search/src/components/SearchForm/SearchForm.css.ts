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
