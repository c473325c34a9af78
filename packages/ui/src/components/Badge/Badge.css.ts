import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 26,
  padding: `2px ${vars.space['3']} 2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const tones = styleVariants({
  success: { backgroundColor: vars.color.success.soft, color: vars.color.success.onSoft },
  warning: { backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft },
  danger: { backgroundColor: vars.color.danger.soft, color: vars.color.danger.onSoft },
  info: { backgroundColor: vars.color.info.soft, color: vars.color.info.onSoft },
  neutral: { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
  brand: { backgroundColor: vars.color.brand.soft, color: vars.color.brand.onSoft },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
