import { describe, expect, it } from 'vitest';
import { stripeAppearance } from './stripeAppearance.ts';
import { appearanceVars } from './stripeAppearance.css.ts';

const nameOf = (token: string) => /var\((--[^,)]+)/.exec(token)?.[1] ?? '';

describe('stripeAppearance (decision D34: the tenant theme in the Payment Element)', () => {
  it("reads the theme's colours, radius and font where the form is drawn", () => {
    const element = document.createElement('div');
    element.style.setProperty(nameOf(appearanceVars.colorPrimary), '#0b5d4b');
    element.style.setProperty(nameOf(appearanceVars.colorText), '#1a1a1a');
    element.style.setProperty(nameOf(appearanceVars.borderRadius), '12px');
    document.body.append(element);
    expect(stripeAppearance(element)).toEqual({
      theme: 'stripe',
      variables: { fontSizeBase: '16px', spacingUnit: '4px', colorPrimary: '#0b5d4b', colorText: '#1a1a1a', borderRadius: '12px' },
    });
    element.remove();
  });
});
