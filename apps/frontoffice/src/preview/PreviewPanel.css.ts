import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

// The switch panel (issue 20): a discreet round button in the bottom start corner, above the page and under the
// dialogs (ui's Modal sits at z-index 100, the drawer at 90), and the panel's sections.

export const launcher = style({
  position: 'fixed',
  insetInlineStart: vars.space['3'],
  insetBlockEnd: vars.space['3'],
  zIndex: 80,
  borderRadius: '50%',
  background: vars.color.surface.raised,
  boxShadow: vars.elevation['2'],
  opacity: 0.85,
  selectors: { '&:hover, &:focus-within': { opacity: 1 } },
});

export const body = style({ display: 'grid', gap: vars.space['5'] });

export const intro = style({ margin: 0, color: vars.color.text.secondary });

// The outcome of the last change, kept in view at the bottom of the scrolling panel (the control changed may be far
// down); empty, it takes no room but stays in the page, so that screen readers announce what it says next.
export const status = style({
  position: 'sticky',
  insetBlockEnd: 0,
  margin: 0,
  fontWeight: 600,
  background: vars.color.surface.raised,
  selectors: {
    '&:not(:empty)': {
      paddingBlock: vars.space['3'],
      borderBlockStart: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'flex-end' });

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const setting = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: 600, marginBlockEnd: vars.space['1'] });

export const screens = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const changed = style({
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const shareField = style({ flex: '1 1 16rem', minWidth: 0 });
