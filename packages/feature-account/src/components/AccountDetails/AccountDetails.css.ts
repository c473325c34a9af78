import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The page's sections, one under the other on a phone and a desktop alike: a driver scans them top to bottom. */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

/** The licence banner's sentence, then its button (issue 34). */
export const banner = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const intro = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.lineHeight.normal });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** Upload slots: one column on a phone, two side by side (front and back) from a tablet up. */
export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The account's name, then its read-only e-mail field. */
export const identityText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** A row of one action and what it does (change the password, delete the account). */
export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const actionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const actionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const divider = style({ margin: 0, border: 0, borderTop: `1px solid ${vars.color.border.subtle}` });
