import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

// The map view's grid and its title, shared by the page (SearchMapView) and its outline (SearchPageOutline), which
// the app draws while the page's code downloads (issue 18): the title sits at the same place in both. A module of its
// own, outside pages/, so that the outline does not bring the page's chunk with it (apps/frontoffice/firstPaintChunks.ts).

/**
 * The map view's grid. On a phone: the form, then the map, then the answer (issue 18: what the driver fills in paints
 * first, and the map's code loads when the driver scrolls near it). From desktops up: the form and the answer in one
 * column, the map beside them over both rows (the answer's row takes the map's extra height).
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"panel" "map" "results"',
  gap: vars.space['4'],
  padding: vars.space['4'],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(360px, 440px) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"panel map" "results map"',
      alignItems: 'start',
    },
  },
});

export const panel = style({
  gridArea: 'panel',
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

/** The outline holds a screen's height, so that the footer below stays out of sight until the page comes (CLS). */
export const outline = style({ minHeight: '100dvh', alignContent: 'start' });
