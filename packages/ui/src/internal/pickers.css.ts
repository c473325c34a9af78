import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// The parts of the fields that open a list or a calendar (select, combo box, date fields, menus, number field), apart
// from shared.css.ts: the sign-in form, part of every page's first download, draws none of them (issue 32: 0.2 kB gzip
// of its CSS). Each component imports this file before its own styles, which may refine these.

/** An `Input` placed inside an `inputBox` group: the group draws the box. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  // Fills the group's height, so a tap anywhere on the box lands in the input.
  alignSelf: 'stretch',
  minHeight: `calc(${vars.size.controlMd} - 2px)`,
  padding: 0,
  border: 0,
  background: 'transparent',
  outline: 'none',
  fontSize: vars.fontSize.md,
  color: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.text.secondary, opacity: 1 } },
});

/** A popover surface (select lists, menus, calendars). */
export const popover = style({
  // react-aria keeps 12 px between a popover and the viewport's edges: a full-width field on a phone must not
  // push its popover past the screen.
  minWidth: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['3'],
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } })} ${vars.motion.durationFast}` },
  },
});

/** A list inside a popover. */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

/** One option of a list or menu: 44 px high for touch. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.touchTarget,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
    '&[data-selected]': { color: vars.color.brand.onSoft, fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});

export const listItemCheck = style({
  marginInlineStart: 'auto',
  color: vars.color.brand.solid,
  flexShrink: 0,
});

export const chevron = style({ flexShrink: 0, color: vars.color.text.secondary, marginInlineStart: 'auto' });
