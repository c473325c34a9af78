import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** Issue 33: the update offer, a quiet bar along the bottom of the page (it never covers a field: it takes its own room). */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.elevation['2'],
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});
