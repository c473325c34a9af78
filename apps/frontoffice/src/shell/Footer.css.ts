import { vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Issue 32: the footer's styles, on every page from the first (the sign-in frame's), apart from the shell's own pages'
// (shell.css.ts), which only a failed start-up, a 404 or the app frame's menu show.

export const footerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${vars.space['1']}`,
  fontSize: vars.fontSize.sm,
  // The items' own padding is their touch target: pulled back so their text lines up with the content's edge.
  marginInline: `calc(-1 * ${vars.space['3']})`,
});

// The footer's buttons (logout, terms, pricing) and its link (privacy) look alike: same size, weight and padding,
// whatever the frame around them (screenshots showed the link larger and out of line with the buttons).
globalStyle(`${footerNav} > a, ${footerNav} > button`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.25,
});
