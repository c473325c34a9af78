import type { Appearance } from '@stripe/stripe-js';
import { appearanceVars } from './stripeAppearance.css.ts';

/** The value of a theme variable (`var(--name)`) on an element, or undefined when it has none. */
function valueOf(element: Element, token: string): string | undefined {
  const name = /var\((--[^,)]+)/.exec(token)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || undefined;
}

/**
 * The Payment Element's look in the tenant's theme (decision D34): Stripe's `stripe` theme with the theme's colours,
 * radius and font, read from the page where the form is drawn. Inputs keep a 16 px text so iOS does not zoom.
 */
export function stripeAppearance(element: Element = document.documentElement): Appearance {
  const variables: NonNullable<Appearance['variables']> = { fontSizeBase: '16px', spacingUnit: '4px' };
  for (const [key, token] of Object.entries(appearanceVars) as [keyof typeof appearanceVars, string][]) {
    const value = valueOf(element, token);
    if (value) variables[key] = value;
  }
  return { theme: 'stripe', variables };
}
