import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';
import { mutedText } from '@frontoffice/ui/recipes';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '128px minmax(0, 1fr)' },
  },
});

export const thumbnail = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const body = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({
  ...mutedText,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});

export const status = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
});

export const summary = style(mutedText);

/** Read by screen readers, not shown: the results' heading (the count says the rest on screen). */
export const heading = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
