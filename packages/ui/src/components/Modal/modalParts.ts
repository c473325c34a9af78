// The style rules of a modal dialog's parts, as plain objects spread into the `style({...})` of `Modal.css.ts` and
// `PageDialog.css.ts` (as `theme/recipes.ts` does): read when the styles are built, so the two dialogs look the same
// and neither loads the other's code or class names (issue 32: `PageDialog` stays off react-aria's overlay chunk).
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';

/** Where the dialog sits over the page (in a flex box): a sheet at the bottom on phones, centred from tablets up. */
export const placement = {
  alignItems: 'flex-end',
  justifyContent: 'center',
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space['6'] } },
} as const;

/** The raised panel: a sheet from the bottom on phones, a centred card from tablets up. */
export const panel = {
  width: '100%',
  maxHeight: '92%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  boxShadow: vars.elevation['3'],
  outline: 'none',
  overflow: 'hidden',
  '@media': { [media.tablet]: { borderRadius: vars.radius.xl, maxHeight: '85vh' } },
} as const;

/** The panel's width from tablets up, by size. */
export const maxWidths = { sm: 420, md: 560, lg: 760 } as const;

export const header = {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['2']}`,
} as const;

export const title = {
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.tight,
  paddingTop: vars.space['2'],
} as const;

export const body = {
  padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['5']}`,
  overflowY: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
} as const;

/** Actions at the bottom: stacked full width on phones, in a row from tablets up. */
export const footer = {
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']} calc(${vars.space['5']} + env(safe-area-inset-bottom))`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
} as const;
