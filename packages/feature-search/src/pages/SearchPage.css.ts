import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

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

export const mapArea = style({
  gridArea: 'map',
  height: '45vh',
  minHeight: '260px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
  position: 'relative',
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: vars.space['4'],
      height: `calc(100vh - 2 * ${vars.space['4']} - 64px)`,
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

/** The vehicle, review and confirmation views: one centred reading column. */
export const subPage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 720px)',
  // The panel names its area (see `panel`): without it here, the grid would add an implicit column before it.
  gridTemplateAreas: '"panel"',
  justifyContent: 'center',
  padding: vars.space['4'],
});

/** The answer to a search (errors, results): focused after a submit, without a focus ring of its own. */
export const resultsArea = style({
  gridArea: 'results',
  minWidth: 0,
  display: 'grid',
  gap: vars.space['4'],
  scrollMarginTop: vars.space['4'],
  outline: 'none',
});
