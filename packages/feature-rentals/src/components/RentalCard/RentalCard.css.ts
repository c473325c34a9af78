import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.elevation['1'],
  selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } },
  '@media': { [media.tablet]: { gridTemplateColumns: '120px minmax(0, 1fr)', padding: vars.space['4'], gap: vars.space['4'] } },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** The title's link covers the whole card: one link per card, named by the vehicle, the card clickable anywhere. */
export const stretched = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg } },
});

export const line = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  marginTop: vars.space['1'],
});

export const price = style({ marginInlineStart: 'auto' });
