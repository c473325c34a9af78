import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../internal/shared.css.ts';
import { stack } from '../../theme/recipes.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  height: 'var(--visual-viewport-height, 100vh)',
  backgroundColor: vars.color.surface.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationBase}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} reverse ease-in` },
  },
});

export const panel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: 'min(340px, 88vw)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.elevation['3'],
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easeStandard}` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.motion.durationBase} reverse ease-in` },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' });

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const headerSlot = style({ flex: 1, minWidth: 0, paddingTop: vars.space['1'] });

export const nav = style({ flex: 1, overflowY: 'auto', padding: `${vars.space['3']} ${vars.space['3']}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, ...stack(2) });

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.primary,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outlineOffset: '-3px',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
      '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
      '&[aria-current="page"]': { backgroundColor: vars.color.brand.soft, color: vars.color.brand.onSoft, fontWeight: vars.fontWeight.semibold },
    },
  },
]);

export const subItem = style({ paddingInlineStart: `calc(${vars.space['3']} + 20px + ${vars.space['3']})`, fontWeight: vars.fontWeight.regular });

export const icon = style({ display: 'inline-flex', color: vars.color.text.secondary, flexShrink: 0 });

/** An entry with a badge: the badge goes under the label when both do not fit on the row (a long label, large text). */
export const withBadge = style({ flexWrap: 'wrap', rowGap: vars.space['1'] });

/** An entry's badge, at the row's end. */
export const badge = style({ display: 'inline-flex', marginInlineStart: 'auto', fontWeight: vars.fontWeight.regular });

export const groupHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const groupChevron = style({
  marginInlineStart: 'auto',
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easeStandard}`,
  selectors: { '[data-expanded] > h3 > button > &': { transform: 'rotate(180deg)' } },
});

export const panelList = style({ paddingBlock: 2 });

export const footer = style({
  padding: `${vars.space['3']} ${vars.space['3']} calc(${vars.space['3']} + env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
