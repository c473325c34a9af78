import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';
import { contentPanel, sectionHeading, stack } from '@frontoffice/ui/recipes';

export const entries = style(stack(vars.space['4']));

export const entry = style({
  ...stack(vars.space['2']),
  minWidth: 0,
  // Operator tables (pricing) may be wider than a phone: they scroll inside the entry, not the page.
  overflowX: 'auto',
  ...contentPanel,
});

export const entryTitle = style(sectionHeading);

// RichText lets text break anywhere, which in a squeezed table cuts "11,50 $" and "Heure" in the middle on a phone.
// Cells keep whole words instead; RichText's table scrolls sideways when it is wider than the page.
// (To move into ui's RichText.css.ts, which this package does not own.)
globalStyle(`${entry} :is(th, td)`, { overflowWrap: 'normal', minWidth: '8ch' });
