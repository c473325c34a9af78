import { style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';

export const policy = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], overflowWrap: 'anywhere' });

export const updated = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.headingWeight, lineHeight: vars.lineHeight.snug });

export const paragraph = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
