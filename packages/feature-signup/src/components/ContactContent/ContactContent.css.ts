import { style } from '@vanilla-extract/css';
import { media, vars } from '@frontoffice/ui/theme';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.headingWeight, lineHeight: vars.lineHeight.snug });
