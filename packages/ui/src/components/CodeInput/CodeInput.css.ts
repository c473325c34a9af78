import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const boxes = style({ display: 'flex', gap: vars.space['2'], maxWidth: 400 });

export const box = style({
  flex: '1 1 0',
  minWidth: 0,
  width: 44,
  height: 56,
  padding: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  caretColor: vars.color.brand.solid,
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.controlHover },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-filled]': { borderColor: vars.color.brand.solid, backgroundColor: vars.color.brand.soft },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid, backgroundColor: vars.color.danger.soft },
    '&[data-disabled]': { backgroundColor: vars.color.disabled.surface, borderColor: vars.color.disabled.border, color: vars.color.disabled.text },
  },
});
