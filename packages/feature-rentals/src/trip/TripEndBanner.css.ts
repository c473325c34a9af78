import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * Issue 34 item 2: a quiet bar along the bottom of every page (the update offer's place, issue 33): it takes its own
 * room at the end of the page and stays in view while the page scrolls; it never opens over the page's content
 * and never takes the focus.
 */
export const banner = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 20,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface.raised,
  borderTop: `3px solid ${vars.color.brand.solid}`,
  boxShadow: vars.elevation['2'],
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const overdue = style({ borderTopColor: vars.color.danger.solid });

export const text = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
