import { style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

/** Phones: a progress line with the current step's name. */
export const line = style({
  ...stack(vars.space['2']),
  '@media': { [media.desktop]: { display: 'none' } },
});

export const lineText = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'], fontSize: vars.fontSize.sm });

export const lineCount = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const lineCurrent = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text.primary });

export const segments = style({ display: 'flex', gap: 4 });

export const segment = style({
  flex: 1,
  height: 6,
  borderRadius: 3,
  backgroundColor: vars.color.border.subtle,
  selectors: {
    '&[data-state="complete"]': { backgroundColor: vars.color.brand.solid },
    '&[data-state="current"]': { backgroundColor: vars.color.brand.solid, opacity: 0.55 },
  },
});

/** Desktop: a vertical list in the sidebar. */
export const sidebar = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const step = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: 52,
  fontSize: vars.fontSize.md,
  color: vars.color.text.secondary,
  selectors: {
    // The connector between two markers.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 15,
      top: 'calc(50% + 18px)',
      height: 'calc(100% - 36px)',
      width: 2,
      borderRadius: 1,
      backgroundColor: vars.color.border.subtle,
    },
    '&[data-state="complete"]:not(:last-child)::after': { backgroundColor: vars.color.brand.solid },
    '&[data-state="current"]': { color: vars.color.text.primary, fontWeight: vars.fontWeight.semibold },
    '&[data-state="complete"]': { color: vars.color.text.primary },
  },
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSoft,
      backgroundColor: vars.color.brand.soft,
      boxShadow: `0 0 0 4px ${vars.color.brand.soft}`,
    },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.color.brand.solid,
      backgroundColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
  },
});
