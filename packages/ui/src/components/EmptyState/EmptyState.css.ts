import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  marginBottom: vars.space['2'],
  borderRadius: '50%',
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.headingWeight, lineHeight: vars.lineHeight.snug });

export const description = style({ maxWidth: 360, fontSize: vars.fontSize.md, color: vars.color.text.secondary });

export const action = style({ marginTop: vars.space['2'] });
