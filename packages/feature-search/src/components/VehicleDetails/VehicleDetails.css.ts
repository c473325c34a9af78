import { media, vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const photo = style({
  width: '100%',
  maxHeight: '320px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const specs = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

globalStyle(`${specs} dt`, { color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
globalStyle(`${specs} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const text = style({
  margin: 0,
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const warning = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warning.soft,
  color: vars.color.warning.onSoft,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const mapBox = style({
  height: '240px',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
});
