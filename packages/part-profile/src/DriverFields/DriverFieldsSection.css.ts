import { style } from '@vanilla-extract/css';
import { media, vars } from '@frontoffice/ui/theme';

/** Fields one under the other on a phone; pairs side by side (names, postal code and town) from a tablet up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field that takes the whole row. */
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

/** The address block: a fieldset whose legend names it. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

/** A field's hint, before a warning (D41). */
export const hint = style({ display: 'block' });

/** A stored value's warning under its field (D41): the warning tone, an icon, never the error's red. */
export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  marginTop: vars.space['1'],
  color: vars.color.warning.onSoft,
});

export const warningIcon = style({ flexShrink: 0, marginTop: 1 });
