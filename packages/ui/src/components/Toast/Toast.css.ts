import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { focusRing } from '../../internal/shared.css.ts';
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

// The toast is drawn on the inverse surface: its link keeps the toast's text colour (the link colour is made for light
// surfaces) and its underline (WCAG 1.4.1), and is a touch target of its own (WCAG 2.5.8).
export const link = style([
  focusRing,
  {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    color: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: '2px',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
]);

export const close = style({ color: 'inherit', selectors: { '&[data-hovered]': { backgroundColor: 'rgba(255,255,255,0.12)' } } });
