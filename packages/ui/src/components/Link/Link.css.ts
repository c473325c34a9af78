import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const link = recipe({
  base: [
    focusRing,
    {
      color: vars.color.text.link,
      fontWeight: vars.fontWeight.medium,
      textDecorationLine: 'underline',
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
      cursor: 'pointer',
      borderRadius: '2px',
      selectors: {
        '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
        '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed', textDecorationLine: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      // Inline links sit inside text and keep the underline (WCAG 1.4.1: not by colour alone).
      inline: {},
      // Standalone links are a touch target of their own.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space['1'],
        minHeight: vars.size.touchTarget,
        textDecorationLine: 'none',
        fontWeight: vars.fontWeight.semibold,
        selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
