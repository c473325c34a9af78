import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

// A phone (touch, no hover) offers the camera and cannot drag; a desktop the other way round.
const desktopPointer = '(hover: hover) and (pointer: fine)';
const touchScreen = '(hover: none), (pointer: coarse)';

/** The drop zone: styled from react-aria's `[data-drop-target]`, `[data-focus-visible]`, and our `[data-status]`. */
export const root = style({
  ...stack(vars.space['3']),
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  outline: '3px solid transparent',
  outlineOffset: 2,
  transition: `border-color ${vars.motion.durationBase}, background-color ${vars.motion.durationBase}`,
  selectors: {
    '&[data-status="completed"]': { borderStyle: 'solid', borderColor: vars.color.success.solid, backgroundColor: vars.color.success.soft },
    '&[data-status="error"]': { borderStyle: 'solid', borderColor: vars.color.danger.solid, backgroundColor: vars.color.danger.soft },
    '&[data-status="uploading"], &[data-status="preparing"]': { borderStyle: 'solid', borderColor: vars.color.brand.solid },
    '&[data-drop-target]': { borderStyle: 'solid', borderColor: vars.color.brand.solid, backgroundColor: vars.color.brand.soft },
    '&[data-focus-visible]': { outlineColor: vars.color.focusRing },
    // react-aria's [data-disabled] is also set while busy (no drop then): only a disabled control looks disabled.
    '&[data-disabled]:not([data-busy])': { borderColor: vars.color.disabled.border, backgroundColor: vars.color.disabled.surface },
  },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

export const visual = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  selectors: {
    [`${root}[data-status="completed"] &`]: { backgroundColor: vars.color.surface.raised, color: vars.color.success.onSoft },
    [`${root}[data-status="error"] &`]: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
    [`${root}[data-disabled]:not([data-busy]) &`]: { backgroundColor: vars.color.disabled.border, color: vars.color.text.secondary },
  },
});

export const thumbnail = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const text = style({ flex: '1 1 180px', minWidth: 0, ...stack(2) });

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
  selectors: { [`${root}[data-disabled]:not([data-busy]) &`]: { color: vars.color.text.secondary } },
});

export const detail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: {
    [`${root}[data-status="completed"] &`]: { color: vars.color.success.onSoft, fontWeight: vars.fontWeight.medium },
    [`${root}[data-status="error"] &`]: { color: vars.color.danger.onSoft, fontWeight: vars.fontWeight.medium },
  },
});

/** A file name is cut with an ellipsis rather than widening a 390 px screen. */
export const detailIcon = style({ flexShrink: 0 });

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const dropHint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  '@media': { [touchScreen]: { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
  '@media': { ['screen and (max-width: 479px)']: { marginInlineStart: 0, width: '100%' } },
});

/** The camera button exists for phones only: on a desktop `capture` is ignored and it would duplicate "choose". */
export const cameraOnly = style({ '@media': { [desktopPointer]: { display: 'none' } } });

export const progressLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  marginBottom: 6,
});

export const percent = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold, color: vars.color.text.primary });

export const track = style({ height: 8, borderRadius: 4, overflow: 'hidden', backgroundColor: vars.color.brand.soft });

const indeterminate = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = style({
  height: '100%',
  borderRadius: 4,
  backgroundColor: vars.color.brand.solid,
  transition: `width ${vars.motion.durationBase} linear`,
  selectors: { '[data-indeterminate] &': { width: '40%', animation: `${indeterminate} 1.1s ${vars.motion.easeStandard} infinite` } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
