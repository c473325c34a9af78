import { media, vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const column = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const photo = style({
  display: 'block',
  width: '100%',
  // issue 32: the photo's box is known before the image arrives (the width's 16:9, 280 px at most), so the sections
  // under it stay where they are drawn; the image is cropped to fit it.
  aspectRatio: '16 / 9',
  maxHeight: '280px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
});

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const wide = style({ gridColumn: '1 / -1' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const stack = style({ display: 'grid', gap: vars.space['3'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minWidth: 0,
});

export const personName = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const map = style({
  height: '220px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.sunken,
});

export const errorText = style({ margin: 0, color: vars.color.danger.onSoft, fontWeight: vars.fontWeight.medium });

export const mutedInline = style({ color: vars.color.text.secondary });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** Issue 34: the extend card's anchor (`#extend`), focused when the trip-end banner leads there; clear of the header. */
export const anchor = style({ scrollMarginTop: vars.space['16'], borderRadius: vars.radius.lg, outlineOffset: '2px' });
