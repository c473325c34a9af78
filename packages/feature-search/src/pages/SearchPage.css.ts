import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

// The map view's grid (page, panel) and its title: ../outline/searchLayout.css.ts, which the page's outline shares.

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
