import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The offline banner (issue 19 item 4): across the top of every page, above the header, while the browser is offline. */
export const offline = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.warning.soft,
  color: vars.color.warning.onSoft,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});
