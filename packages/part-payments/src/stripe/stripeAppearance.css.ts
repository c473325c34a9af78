import { vars } from '@frontoffice/ui/theme';

/**
 * The theme variables the Payment Element takes (decision D34: the tenant's colours). Stripe draws in its own iframe,
 * which cannot read the page's CSS variables: their names are evaluated here at build time and their values read at
 * run time (`stripeAppearance`), as the search map does.
 */
export const appearanceVars = {
  colorPrimary: vars.color.brand.solid,
  colorBackground: vars.color.surface.raised,
  colorText: vars.color.text.primary,
  colorTextSecondary: vars.color.text.secondary,
  colorDanger: vars.color.danger.onSoft,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
};
