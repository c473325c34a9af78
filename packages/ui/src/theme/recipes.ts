// Style rules that several components and pages share, as plain objects to spread into a `style({...})` of a
// `.css.ts` file: `@frontoffice/ui/recipes`. They are read when the styles are built, so they add no class, no CSS
// and no JavaScript of their own; each place that spreads one gets the same declarations it would have written.
import { media } from './baseTokens.ts';
import { vars } from './contract.css.ts';

/** A column of blocks with `gap` between them. */
export function stack(gap: string | number) {
  return { display: 'flex', flexDirection: 'column', gap } as const;
}

/** Centres its content both ways in an inline box (icons in buttons, numbered badges). */
export const centeredInline = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const;

/**
 * The label row of a checkbox, radio or switch: the whole row is the 44 px touch target, the control and its text
 * side by side, greyed when disabled.
 */
export const choiceRow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' } },
} as const;

/** A button that sits inside a field's box at its full height (a picker's toggle, a number's steppers). */
export const fieldButton = {
  ...centeredInline,
  alignSelf: 'stretch',
  border: 0,
  cursor: 'pointer',
} as const;

/** A raised panel of operator content (help entries, contact details): rounded, bordered, roomier from tablets. */
export const contentPanel = {
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
} as const;

/** The title of a section inside a page (a level-2 heading). */
export const sectionHeading = {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.snug,
} as const;

/** Secondary text: captions, metadata, the date a text was updated. */
export const mutedText = { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary } as const;
