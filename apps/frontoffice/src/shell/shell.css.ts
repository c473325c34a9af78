import { vars } from '@frontoffice/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

// Styles of the shell's own pages. `:root` carries the default theme until the tenant's is applied, so the pages
// shown before the tenant is known (configuration and start-up errors) are styled too. None is drawn on a page that
// starts well (issue 32: the footer's and the offline banner's styles, which every page draws, are files of their own).

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  boxSizing: 'border-box',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
});

export const panel = style({
  width: '100%',
  maxWidth: 560,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['2'],
  padding: `${vars.space['8']} ${vars.space['6']}`,
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space['4'],
});

export const title = style({ fontSize: vars.fontSize['2xl'], lineHeight: 1.25, margin: 0 });

export const list = style({ margin: 0, paddingLeft: vars.space['5'], fontSize: vars.fontSize.sm });

export const button = style({
  justifySelf: 'start',
  minHeight: 44,
  minWidth: 44,
  padding: `${vars.space['2']} ${vars.space['5']}`,
  border: 0,
  borderRadius: vars.radius.control,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brand.solidHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.text.secondary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});

export const menuHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });
export const menuIdentity = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'start', minWidth: 0 });
export const menuName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});
