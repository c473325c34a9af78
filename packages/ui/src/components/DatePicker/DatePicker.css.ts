import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { fieldButton } from '../../theme/recipes.ts';

export const group = style({ paddingInlineEnd: 0, gap: vars.space['2'] });

export const dateInput = style({ display: 'flex', flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  padding: '2px 1px',
  borderRadius: 4,
  outline: 'none',
  color: vars.color.text.primary,
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    '&[data-type="literal"]': { padding: '2px 0' },
    // WCAG 2.2 2.5.8 (target size, 24 by 24 CSS px): a day or a month ("07") is narrower than that in some fonts (the
    // system font or Inter's stand-in before Inter arrives, issue 18), and axe said so when it ran before Inter.
    // Not shrunk below it either (a min-width replaces the flex item's automatic minimum, its content's width): in a
    // narrow field a day shrunk to 24 px broke its two digits over two lines.
    '&:not([data-type="literal"])': { minWidth: '24px', flexShrink: 0, textAlign: 'center' },
    '&:focus': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
    '&[data-disabled]': { color: vars.color.disabled.text },
  },
});

export const calendarButton = style([
  focusRing,
  {
    ...fieldButton,
    width: vars.size.touchTarget,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.brand.onSoft,
    outlineOffset: '-3px',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.brand.soft },
      '&[data-pressed]': { backgroundColor: vars.color.brand.softHover },
      '&[data-disabled]': { color: vars.color.disabled.text },
    },
  },
]);

export const dialog = style({ padding: vars.space['4'], outline: 'none' });

export const calendar = style({ width: 'min(320px, calc(100vw - 48px))' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['2'],
});

export const calendarHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

export const grid = style({ width: '100%', borderCollapse: 'collapse' });

export const weekday = style({
  paddingBottom: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1',
  minWidth: 40,
  minHeight: 40,
  margin: '1px auto',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text.primary,
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.brand.soft },
    '&[data-pressed]': { backgroundColor: vars.color.brand.softHover },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, boxShadow: `inset 0 0 0 1px ${vars.color.border.control}` },
    '&[data-selected]': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid, fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
    '&[data-unavailable]': { textDecoration: 'line-through' },
  },
});

/** Stands in for the calendar while its code loads (its first opening): the size of a month of six weeks. */
export const calendarLoading = style([calendar, { aspectRatio: '8 / 9' }]);
