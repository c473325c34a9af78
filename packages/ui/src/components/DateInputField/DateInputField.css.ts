import { style } from '@vanilla-extract/css';

/** Digits line up while typing. */
export const input = style({ fontVariantNumeric: 'tabular-nums' });

/** A pair of step buttons (year and month) on each side of the calendar's heading. */
export const steps = style({ display: 'inline-flex', alignItems: 'center' });

/** The second chevron of the year buttons, drawn over the first (a double chevron). */
export const doubled = style({ marginInlineStart: -14 });
