import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { stack } from '../theme/recipes.ts';

/** The keyboard focus ring, drawn only for keyboard focus (react-aria's `[data-focus-visible]`). */
export const focusRing = style({
  outline: `2px solid transparent`,
  outlineOffset: '2px',
  transitionProperty: 'outline-color, background-color, border-color, color, box-shadow, transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easeStandard,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}` },
  },
});

/** Hidden visually, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  flexShrink: 0,
});

/** A vertical stack of a field's label, control, description and error. */
export const field = style({
  ...stack(vars.space['2']),
  minWidth: 0,
  color: vars.color.text.primary,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text.secondary,
});

export const errorText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.danger.onSoft,
  // `FieldText` keeps the element while the field is valid, hidden.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The box of a text-like control; works on an `Input` or on a `Group` wrapping one. */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['4']}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.border.controlHover },
    '&[data-focused], &[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      boxShadow: `0 0 0 1px ${vars.color.danger.solid}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabled.surface,
      borderColor: vars.color.disabled.border,
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
    },
  },
});
