import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline } from '../../theme/recipes.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    zIndex: 300,
    top: vars.space['2'],
    insetInlineStart: vars.space['2'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.link,
    fontWeight: vars.fontWeight.semibold,
    // Hidden, and not merely moved up, until it has the focus: moved up by its own height, it showed below the offline
    // banner (issue 33), whose two lines on a phone push the frame down.
    selectors: {
      '&:not(:focus):not([data-focused])': { clipPath: 'inset(100%)' },
    },
  },
]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  backgroundColor: vars.color.surface.header,
  color: vars.color.text.onHeader,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.elevation['1'],
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: vars.size.content,
  minHeight: 64,
  margin: '0 auto',
  padding: `0 ${vars.space['3']}`,
  '@media': { [media.tablet]: { padding: `0 ${vars.space['6']}`, gap: vars.space['3'] } },
});

export const logoLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    // On a 320 px screen the logo gives way to the header's controls (issue 19: no sideways scroll).
    minWidth: 0,
    flexShrink: 1,
    borderRadius: vars.radius.sm,
  },
]);

export const logo = style({ display: 'block', height: 32, width: 'auto', maxWidth: 'min(52vw, 100%)', objectFit: 'contain', objectPosition: 'left center' });

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], marginInlineStart: 'auto' });

export const body = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['10']}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  alignContent: 'start',
  '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['12']}` } },
});

export const withSidebar = style({
  '@media': { [media.desktop]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: vars.space['10'] } },
});

export const sidebar = style({ '@media': { [media.desktop]: { position: 'sticky', top: 96, alignSelf: 'start' } } });

export const main = style({ minWidth: 0, outline: 'none' });

export const footer = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

/**
 * How long at most the footer waits for the page's content (issue 32): a page that stays busy longer (a call paused
 * offline, a page stuck in its loading state) still gets its footer (the sign-out, the terms) after this.
 */
export const FOOTER_WAIT_MS = 5000;

// Hidden during the delay (the `from` frame fills backwards), then the footer's own style again. The delay does the
// waiting, not the duration, so that the reduced-motion rule (global.css.ts shortens durations) leaves it as it is.
const waitForPage = keyframes({ from: { visibility: 'hidden' } });

/**
 * Issue 32: the footer is drawn once, in its final place. While the page's content is still coming (nothing in `main`
 * yet, or the region that holds the page's heading is busy: `PageFrame`'s `busy`, the search page's outline), the
 * footer sat at the bottom of the first screen and the content, once it came, pushed it down: a layout shift of 0.15
 * on a phone (the help pages, the account). Hidden meanwhile (`visibility` keeps its box, so nothing else moves), it
 * shows where the page puts it: below a long page's content, at the bottom of a short page's screen. Moving while
 * hidden is no layout shift (Layout Instability API: only visible boxes count).
 */
globalStyle(`${root}:has(> ${body} > main:empty) > ${footer}, ${root}:has(> ${body} > main [aria-busy="true"] h1) > ${footer}`, {
  animationName: waitForPage,
  animationDuration: '1ms',
  animationDelay: `${FOOTER_WAIT_MS}ms`,
  animationFillMode: 'backwards',
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['5'],
  rowGap: vars.space['1'],
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  '@media': { [media.tablet]: { padding: `${vars.space['5']} ${vars.space['6']}` } },
});

// Footer links and buttons stand alone: each is a 44 px touch target (issue 6: phone first).
globalStyle(`${footerInner} > a, ${footerInner} > button`, {
  ...centeredInline,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
});
