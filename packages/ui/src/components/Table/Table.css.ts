import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

/**
 * The table's own width decides its layout, not the screen's (issue 19, WCAG 1.4.10): a list of cards until a real
 * table fits, so that neither 200 % zoom (a 640 px wide page) nor a side menu makes the page scroll sideways.
 */
const tableFrame = createContainer();
const fits = `${tableFrame} (min-width: 820px)`;

export const wrapper = style({ minWidth: 0, containerName: tableFrame, containerType: 'inline-size' });

// Phone first: every row is a card of label/value pairs; where the table fits, a real table.
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  outline: 'none',
  '@container': {
    [fits]: {
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
  '@container': { [fits]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
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
  '@container': { [fits]: { display: 'table-row-group' } },
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
  '@container': {
    [fits]: { display: 'table-row', padding: 0, border: 0, borderRadius: 0, boxShadow: 'none' },
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
  '@container': {
    [fits]: {
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
  '@container': { [fits]: { fontSize: vars.fontSize.md } },
});

globalStyle(`${body} > ${row}:last-child > ${cell}`, { '@container': { [fits]: { borderBottom: 0 } } });

export const alignEnd = style({ '@container': { [fits]: { textAlign: 'end' } } });

export const empty = style({
  padding: vars.space['8'],
  textAlign: 'center',
  color: vars.color.text.secondary,
});
