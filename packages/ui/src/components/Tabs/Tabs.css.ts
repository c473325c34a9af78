import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

export const tabs = style({ ...stack(vars.space['4']), minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space['4']}`,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text.secondary,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outlineOffset: '-3px',
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
      '&[data-selected]': { color: vars.color.brand.onSoft, fontWeight: vars.fontWeight.semibold },
      '&[data-selected]::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space['2'],
        bottom: -1,
        height: 3,
        borderRadius: 3,
        backgroundColor: vars.color.brand.solid,
      },
      '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' },
    },
  },
]);

export const panel = style([focusRing, { outlineOffset: '4px', borderRadius: vars.radius.sm }]);
