import { vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const notice = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
  display: 'grid',
  gap: vars.space['1'],
});

globalStyle(`${notice} p`, { margin: 0 });
