import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The message in the map's place when it cannot be drawn. Its own module, not the map's (SearchMap.css.ts): a page that
 * draws a station's block (a booking's detail) would otherwise carry the map's style sheet in the chunks it shares.
 */
export const unavailable = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  minHeight: '120px',
  padding: vars.space['4'],
  margin: 0,
  textAlign: 'center',
  color: vars.color.text.secondary,
  background: vars.color.surface.sunken,
});
