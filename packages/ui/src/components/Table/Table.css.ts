import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

export const wrapper = style({ minWidth: 0 });

// Phone first: every row is a card of label/value pairs; from tablets up, a real table.
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  outline: 'none',
  '@media': {
    [media.tablet]: {
      backgroundColor: vars.color.surface.raised,
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.elevation['1'],
      overflow: 'hidden',
    },
  },
});

export const header = style({
  // Hidden on phones (each cell says its column), kept for screen readers.
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  '@media': { [media.tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});

export const column = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});

export const body = style({
  ...stack(vars.space['3']),
  '@media': { [media.tablet]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['4'],
  gap: vars.space['2'],
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation['1'],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
  },
  '@media': {
    [media.tablet]: { display: 'table-row', padding: 0, border: 0, borderRadius: 0, boxShadow: 'none' },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  textAlign: 'end',
  outline: 'none',
  selectors: {
    '&::before': {
      content: 'attr(data-label)',
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      color: vars.color.text.secondary,
      textAlign: 'start',
    },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
  '@media': {
    [media.tablet]: {
      display: 'table-cell',
      textAlign: 'start',
      padding: `${vars.space['3']} ${vars.space['4']}`,
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      verticalAlign: 'middle',
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

// The row header is the card's title on phones.
export const rowHeaderCell = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  textAlign: 'start',
  selectors: { '&::before': { content: 'none' } },
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
});

globalStyle(`${body} > ${row}:last-child > ${cell}`, { '@media': { [media.tablet]: { borderBottom: 0 } } });

export const alignEnd = style({ '@media': { [media.tablet]: { textAlign: 'end' } } });

export const empty = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.text.secondary,
});
