import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The controls over the map's top-left corner (the zoom buttons hold the top-right one). */
export const tools = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  right: '56px',
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

/** The controls themselves take the pointer; the gaps between them leave it to the map. */
export const tool = style({ pointerEvents: 'auto', boxShadow: vars.elevation['2'] });

/** One quiet line about the driver's position, over the map's bottom edge. */
export const statusLine = style({
  position: 'absolute',
  left: vars.space['2'],
  right: vars.space['2'],
  bottom: vars.space['2'],
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
