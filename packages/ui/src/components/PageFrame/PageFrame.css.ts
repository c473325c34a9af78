import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline, stack } from '../../theme/recipes.ts';

const frameBase = style({
  ...stack(vars.space['5']),
  width: '100%',
  marginInline: 'auto',
  // Phone first (390 px): the page uses the whole width with a comfortable gutter; wider screens add air.
  padding: `${vars.space['6']} ${vars.space['4']}`,
  color: vars.color.text.primary,
  '@media': {
    [media.tablet]: { padding: `${vars.space['10']} ${vars.space['6']}` },
  },
});

/** `form` pages (login, passwords) are a narrow column; `content` pages keep a readable line length. */
export const frame = styleVariants({
  form: [frameBase, { maxWidth: 480 }],
  // Reading pages stop at about 75 characters a line, under the theme's content width.
  content: [frameBase, { maxWidth: `min(${vars.size.content}, 48rem)` }],
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] });

/** A confirmation page (welcome, thank-you) centres its heading over its centred content. */
export const centeredHeader = style({ justifyContent: 'center', textAlign: 'center' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: vars.fontSize['3xl'] } },
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, color: vars.color.text.secondary });

export const form = style(stack(vars.space['4']));

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['2'] });

const messageBase = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/**
 * An inline message: `danger` for a refused action, `warning` for something to act on that blocks nothing, `success`
 * for a done one, `info` for an explanation.
 */
export const message = styleVariants({
  danger: [messageBase, { backgroundColor: vars.color.danger.soft, color: vars.color.danger.onSoft }],
  warning: [messageBase, { backgroundColor: vars.color.warning.soft, color: vars.color.warning.onSoft }],
  success: [messageBase, { backgroundColor: vars.color.success.soft, color: vars.color.success.onSoft }],
  info: [messageBase, { backgroundColor: vars.color.info.soft, color: vars.color.info.onSoft }],
});

/**
 * A navigation that reads as a button (close, back home): it stays a link, so it opens in a new tab and is announced
 * as navigation, but it has the outline button's shape and the 44 px touch target.
 */
export const linkButton = style({
  ...centeredInline,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.brand.onSoft,
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.brand.soft, borderColor: vars.color.brand.solid, textDecorationLine: 'none' },
  },
  // Full width under the thumb on a phone; its own width from a tablet up.
  '@media': { [media.tablet]: { width: 'fit-content' } },
});

export const centered = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.space['4'] });

/** "or" between two ways of doing the same thing, with a rule on each side. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border.subtle}` },
  },
});

/** Actions under centred content (confirmation pages). */
export const centeredActions = style({ justifyContent: 'center' });
