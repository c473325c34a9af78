import { vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '200px',
});

export const notice = style({
  position: 'absolute',
  left: vars.space['2'],
  right: vars.space['2'],
  bottom: vars.space['2'],
  zIndex: 2,
  margin: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation['2'],
  fontSize: vars.fontSize.sm,
});

export const popup = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: '200px',
  maxWidth: '280px',
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

globalStyle(`${popup} h3`, { margin: 0, fontSize: vars.fontSize.md });
globalStyle(`${popup} p`, { margin: 0, fontSize: vars.fontSize.sm });

export const userDot = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.info.solid,
  border: `3px solid ${vars.color.info.onSolid}`,
  boxShadow: vars.elevation['2'],
});

export const htmlPin = style({
  display: 'block',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
});

export const htmlPinShape = style({
  display: 'block',
  width: '30px',
  height: '30px',
  margin: '0 auto',
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.brand.solid,
  border: `2px solid ${vars.color.brand.onSolid}`,
});

/**
 * The theme variables the map's canvas layers read at run time (they need real colours, not `var()`), evaluated
 * here at build time into plain strings: importing the theme contract at run time would put every variable's name
 * in the app's entry chunk, which the /login budget pays for (issue 2).
 */
export const mapColorVars = {
  water: vars.color.info.soft,
  land: vars.color.surface.sunken,
  border: vars.color.border.subtle,
  fill: vars.color.brand.solid,
  onFill: vars.color.brand.onSolid,
  selected: vars.color.warning.solid,
};
