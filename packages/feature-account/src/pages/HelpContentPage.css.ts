import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@frontoffice/ui/theme';

export const entries = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  // Operator tables (pricing) may be wider than a phone: they scroll inside the entry, not the page.
  overflowX: 'auto',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const entryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.snug,
});

// RichText lets text break anywhere, which in a squeezed table cuts "11,50 $" and "Heure" in the middle on a phone.
// Cells keep whole words instead; RichText's table scrolls sideways when it is wider than the page.
// (To move into ui's RichText.css.ts, which this package does not own.)
globalStyle(`${entry} :is(th, td)`, { overflowWrap: 'normal', minWidth: '8ch' });
