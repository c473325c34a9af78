import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  borderRadius: vars.radius.control,
  // Drawn from the header's own colours, so it reads on light and dark headers alike.
  border: '1px solid color-mix(in srgb, currentColor 40%, transparent)',
});

export const option = style({
  minWidth: 44,
  height: 38,
  padding: `0 ${vars.space['2']}`,
  border: 0,
  borderRadius: `calc(${vars.radius.control} - 2px)`,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The hit area reaches 44 px high although the pill is 38 px.
    '&': { position: 'relative' },
    '&::before': { content: '""', position: 'absolute', inset: '-4px 0' },
    '&[data-hovered]': { backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.text.onHeader, color: vars.color.surface.header },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
