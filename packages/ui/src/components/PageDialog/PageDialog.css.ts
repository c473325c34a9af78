import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import * as parts from '../Modal/modalParts.ts';

/**
 * The `<dialog>` element covers the viewport in the top layer and draws the backdrop itself (a `::backdrop` inherits
 * the theme's custom properties only in recent browsers); the panel sits in it as `Modal`'s does. No entrance
 * animation: it opens with the page (issue 18, its text is a phone's Largest Contentful Paint).
 */
export const dialog = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  color: 'inherit',
  backgroundColor: vars.color.surface.backdrop,
  outline: 'none',
  overscrollBehavior: 'contain',
  ...parts.placement,
  selectors: {
    // The browser hides a closed dialog (`dialog:not([open])`); a `display` of its own would show it.
    '&[open]': { display: 'flex' },
    '&::backdrop': { backgroundColor: 'transparent' },
  },
});

export const panel = style({ ...parts.panel, '@media': { [media.tablet]: { ...parts.panel['@media'][media.tablet], maxWidth: parts.maxWidths.md } } });

// The title alone where `Modal` has its header (no close button: it is answered, not dismissed), the two paddings above
// it in one.
const { paddingTop, ...titleText } = parts.title;
export const title = style({
  ...titleText,
  padding: `calc(${vars.space['5']} + ${paddingTop}) ${vars.space['5']} ${vars.space['2']}`,
});

export const body = style(parts.body);

export const footer = style(parts.footer);

// The page behind does not scroll while the dialog is open (as react-aria's `usePreventScroll` does for `Modal`).
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });
