import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  // The whole row is the touch target (44 px), not only the 22 px box.
  minHeight: vars.size.touchTarget,
  paddingBlock: '11px',
  fontSize: vars.fontSize.md,
  lineHeight: '22px',
  color: vars.color.text.primary,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: `calc(${vars.radius.sm} - 1px)`,
  border: `2px solid ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.brand.onSolid,
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.border.controlHover },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    [`${checkbox}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.brand.solidHover, borderColor: vars.color.brand.solidHover },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${checkbox}[data-disabled] &`]: { borderColor: vars.color.disabled.border, backgroundColor: vars.color.disabled.surface, color: vars.color.disabled.text },
  },
});

export const mark = style({ width: 16, height: 16 });
