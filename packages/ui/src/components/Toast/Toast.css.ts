import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } });

export const region = style({
  position: 'fixed',
  zIndex: 200,
  insetInline: vars.space['3'],
  bottom: `calc(${vars.space['3']} + env(safe-area-inset-bottom))`,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['2'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
  '@media': { [media.tablet]: { insetInline: 'auto', insetInlineEnd: vars.space['6'], bottom: vars.space['6'], width: 400 } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.elevation['3'],
  outline: 'none',
  animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easeStandard}`,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const stripe = styleVariants({
  success: { color: vars.color.success.soft },
  danger: { color: vars.color.danger.soft },
  info: { color: vars.color.info.soft },
  warning: { color: vars.color.warning.soft },
});

export const icon = style({ display: 'inline-flex', marginTop: 10, flexShrink: 0 });

export const content = style({ flex: 1, minWidth: 0, paddingBlock: 10, ...stack(2) });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const description = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug, opacity: 0.9 });

export const close = style({ color: 'inherit', selectors: { '&[data-hovered]': { backgroundColor: 'rgba(255,255,255,0.12)' } } });
