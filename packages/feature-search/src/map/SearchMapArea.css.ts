import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** Where the map goes; its placeholder holds the same place until the map's code is requested (issue 18). */
export const mapSlot = style({ height: '100%' });

/** The controls over the map's top-left corner (the zoom buttons hold the top-right one). */
export const tools = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  right: '56px',
  zIndex: 2,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

/** The controls themselves take the pointer; the gaps between them leave it to the map. */
export const tool = style({ pointerEvents: 'auto', boxShadow: vars.elevation['2'] });

/** One quiet line about the driver's position, under the controls (the map's own note takes the bottom edge). */
export const statusLine = style({
  position: 'absolute',
  left: vars.space['2'],
  right: vars.space['2'],
  top: `calc(${vars.space['2']} * 2 + 44px)`,
  zIndex: 2,
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.secondary,
  boxShadow: vars.elevation['1'],
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

/** The stations in view, listed over the map for the keyboard and screen readers. */
export const inView = style({
  position: 'absolute',
  top: `calc(${vars.space['2']} * 2 + 44px)`,
  left: vars.space['2'],
  right: vars.space['2'],
  bottom: vars.space['2'],
  zIndex: 3,
  overflow: 'auto',
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  boxShadow: vars.elevation['2'],
});

/** One station of the list: a button naming it and its address. */
export const inViewItem = style({
  display: 'grid',
  gap: '2px',
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const inViewDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const more = style({ margin: 0, padding: vars.space['2'], color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

export const dialogText = style({ margin: `0 0 ${vars.space['2']}`, color: vars.color.text.secondary });

export const inViewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

/**
 * The text of the "locate me" button: on a phone only its icon shows (the two controls then fit in one row beside the
 * zoom buttons), the text staying its accessible name.
 */
export const toolText = style({
  '@media': {
    [`not all and (${media.tablet.replace('screen and ', '')})`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
