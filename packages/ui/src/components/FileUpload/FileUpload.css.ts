import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  transition: `border-color ${vars.motion.durationBase}, background-color ${vars.motion.durationBase}`,
  selectors: {
    '&[data-status="completed"]': { borderStyle: 'solid', borderColor: vars.color.success.solid, backgroundColor: vars.color.success.soft },
    '&[data-status="error"]': { borderStyle: 'solid', borderColor: vars.color.danger.solid, backgroundColor: vars.color.danger.soft },
    '&[data-status="uploading"]': { borderStyle: 'solid', borderColor: vars.color.brand.solid },
  },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  selectors: {
    [`${root}[data-status="completed"] &`]: { backgroundColor: vars.color.success.solid, color: vars.color.success.onSolid },
    [`${root}[data-status="error"] &`]: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
  },
});

export const text = style({ flex: '1 1 160px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.text.primary });

export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    [`${root}[data-status="completed"] &`]: { color: vars.color.success.onSoft, fontWeight: vars.fontWeight.medium },
    [`${root}[data-status="error"] &`]: { color: vars.color.danger.onSoft, fontWeight: vars.fontWeight.medium, whiteSpace: 'normal' },
  },
});

export const action = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const track = style({
  height: 6,
  borderRadius: 3,
  overflow: 'hidden',
  backgroundColor: vars.color.brand.soft,
});

const indeterminate = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const fill = style({
  height: '100%',
  borderRadius: 3,
  backgroundColor: vars.color.brand.solid,
  transition: `width ${vars.motion.durationBase} linear`,
  selectors: { '[data-indeterminate] &': { width: '40%', animation: `${indeterminate} 1.1s ${vars.motion.easeStandard} infinite` } },
});

export const progressLabel = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.fontSize.sm, color: vars.color.text.secondary, marginBottom: 6 });
