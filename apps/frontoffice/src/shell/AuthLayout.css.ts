import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gridTemplateRows: '1fr' },
  },
});

export const landing = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['6']}`,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  overflow: 'hidden',
  '@media': {
    [media.desktop]: { padding: `${vars.space['10']} ${vars.space['12']}`, justifyContent: 'space-between' },
  },
});

export const landingWithImage = style({
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const topBar = style({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.header,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.brand.onSolid}`, outlineOffset: 2 } },
});

export const logo = style({ height: 32, width: 'auto', display: 'block' });

export const pitch = style({ position: 'relative', display: 'grid', gap: vars.space['4'], maxWidth: 520 });

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: 1.2,
  fontWeight: vars.font.headingWeight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize['3xl'] } },
});

export const tagline = style({ margin: 0, fontSize: vars.fontSize.md, opacity: 0.92 });

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'none',
  gap: vars.space['4'],
  '@media': { [media.desktop]: { display: 'grid' } },
});

export const point = style({ display: 'grid', gridTemplateColumns: '40px 1fr', gap: vars.space['3'], alignItems: 'start' });

export const pointIcon = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(255, 255, 255, 0.16)',
});

export const pointTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const pointBody = style({ margin: `${vars.space['1']} 0 0`, fontSize: vars.fontSize.sm, opacity: 0.92 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const content = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': { [media.desktop]: { alignContent: 'center', padding: vars.space['10'] } },
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.xl,
  boxShadow: vars.elevation['2'],
  padding: `${vars.space['6']} ${vars.space['5']}`,
  boxSizing: 'border-box',
  '@media': { [media.desktop]: { padding: vars.space['8'] } },
});

export const footer = style({ marginTop: vars.space['6'], width: '100%', maxWidth: 440 });

export const imageShade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(10, 15, 30, 0.55) 0%, rgba(10, 15, 30, 0.35) 45%, rgba(10, 15, 30, 0.7) 100%)',
  pointerEvents: 'none',
});


export const landingButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['5']}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.brand.onSolid}`,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(255, 255, 255, 0.14)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.brand.onSolid}`, outlineOffset: 2 },
  },
});
