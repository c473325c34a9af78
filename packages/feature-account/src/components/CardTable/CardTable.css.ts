import { media, vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontWeight: vars.fontWeight.semibold });

// The masked number keeps its digits aligned; its groups wrap only where one line does not fit (a 320 px screen, issue
// 19: no sideways scroll).
export const number = style({ fontVariantNumeric: 'tabular-nums' });

// On a phone the value sits at the card's end, as every other value of the list; in the table, at the column's start.
export const expiry = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { justifyContent: 'flex-start' } },
});
