import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The station's small map (spec §2: zoom 17). */
export const detailMap = style({
  height: '220px',
  marginTop: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
  position: 'relative',
});
