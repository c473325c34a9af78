import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  '@media': { [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block', position: 'sticky', top: 88 } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const content = style({ minWidth: 0 });
