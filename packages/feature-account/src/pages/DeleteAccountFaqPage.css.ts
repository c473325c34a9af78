import { style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';
import { centeredInline, stack } from '@frontoffice/ui/recipes';

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.headingWeight });

// The numbers are drawn as badges (readable text, not markers) so that they look the same in every browser.
export const steps = style({ ...stack(vars.space['3']), margin: 0, padding: 0, listStyle: 'none' });

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const number = style({
  ...centeredInline,
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  backgroundColor: vars.color.brand.soft,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.bold,
});
