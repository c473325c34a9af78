import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  height: 'var(--visual-viewport-height, 100vh)',
  backgroundColor: vars.color.surface.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easeStandard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} reverse ease-in` },
  },
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space['6'] } },
});

export const modal = style({
  width: '100%',
  maxHeight: '92%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  // A sheet from the bottom on phones, a centred card from tablets up.
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  boxShadow: vars.elevation['3'],
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easeStandard}` },
  },
  '@media': { [media.tablet]: { borderRadius: vars.radius.xl, maxHeight: '85vh' } },
});

/** A dialog that opens by itself with the page: drawn at once, without the entrance animation. */
export const withPage = style({
  selectors: { '&[data-entering]': { animation: 'none' } },
});

export const size = {
  sm: style({ '@media': { [media.tablet]: { maxWidth: 420 } } }),
  md: style({ '@media': { [media.tablet]: { maxWidth: 560 } } }),
  lg: style({ '@media': { [media.tablet]: { maxWidth: 760 } } }),
};

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['2']}`,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space['2'],
});

export const close = style({ marginTop: `calc(-1 * ${vars.space['1']})`, marginInlineEnd: `calc(-1 * ${vars.space['2']})` });

export const body = style({
  padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['5']}`,
  overflowY: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']} calc(${vars.space['5']} + env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
