import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ position: 'relative', width: '100%', height: '100%', minHeight: '160px' });

/** Where the map will be, the size of its frame (issue 32: reserved before the map's code is asked for). */
export const place = style({ width: '100%', height: '100%' });

export const pin = style({
  display: 'block',
  width: 28,
  height: 28,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  backgroundColor: vars.color.brand.solid,
  border: `3px solid ${vars.color.brand.onSolid}`,
  boxShadow: vars.elevation['2'],
});

export const unavailable = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  minHeight: '120px',
  margin: 0,
  padding: vars.space['3'],
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

/** The theme's colours the offline style is drawn in, read from the page at run time. */
export const mapColorVars = {
  water: vars.color.info.soft,
  land: vars.color.surface.sunken,
  border: vars.color.border.subtle,
};
