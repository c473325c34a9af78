import { describe, expect, it } from 'vitest';
import type { ColorTokens, ToneTokens } from '@frontoffice/tenants/theme-types.ts';
import { contrastRatio, relativeLuminance } from './contrast.ts';
import { themeNames } from './names.ts';
import { themeTokens } from './themes.ts';

// WCAG 2.2 AA: 1.4.3 text 4.5:1, 1.4.11 user-interface parts and focus indicators 3:1.
const TEXT = 4.5;
const UI = 3;

type Pair = [label: string, foreground: string, background: string, minimum: number];

function pairsOf(c: ColorTokens): Pair[] {
  const surfaces = { page: c.surface.page, raised: c.surface.raised, sunken: c.surface.sunken };
  const pairs: Pair[] = [];
  for (const [surfaceName, surface] of Object.entries(surfaces)) {
    pairs.push([`text.primary on ${surfaceName}`, c.text.primary, surface, TEXT]);
    pairs.push([`text.secondary on ${surfaceName}`, c.text.secondary, surface, TEXT]);
    pairs.push([`text.link on ${surfaceName}`, c.text.link, surface, TEXT]);
    pairs.push([`text.linkHover on ${surfaceName}`, c.text.linkHover, surface, TEXT]);
    pairs.push([`border.control on ${surfaceName}`, c.border.control, surface, UI]);
    pairs.push([`focusRing on ${surfaceName}`, c.focusRing, surface, UI]);
  }
  pairs.push(['text.primary on surface.hover', c.text.primary, c.surface.hover, TEXT]);
  pairs.push(['text.primary on surface.pressed', c.text.primary, c.surface.pressed, TEXT]);
  pairs.push(['text.inverse on surface.inverse', c.text.inverse, c.surface.inverse, TEXT]);
  pairs.push(['text.onHeader on surface.header', c.text.onHeader, c.surface.header, TEXT]);
  pairs.push(['border.controlHover on raised', c.border.controlHover, c.surface.raised, UI]);
  const tones: Record<string, ToneTokens> = {
    brand: c.brand,
    success: c.success,
    warning: c.warning,
    danger: c.danger,
    info: c.info,
    neutral: c.neutral,
  };
  for (const [name, tone] of Object.entries(tones)) {
    for (const state of ['solid', 'solidHover', 'solidPressed'] as const) {
      pairs.push([`${name}.onSolid on ${name}.${state}`, tone.onSolid, tone[state], TEXT]);
    }
    pairs.push([`${name}.onSoft on ${name}.soft`, tone.onSoft, tone.soft, TEXT]);
    pairs.push([`${name}.onSoft on ${name}.softHover`, tone.onSoft, tone.softHover, TEXT]);
    // Inline messages (field errors, success notes) use onSoft straight on the surfaces.
    pairs.push([`${name}.onSoft on page`, tone.onSoft, c.surface.page, TEXT]);
    pairs.push([`${name}.onSoft on raised`, tone.onSoft, c.surface.raised, TEXT]);
    if (name !== 'neutral') {
      // A filled control (checked box, switch on, primary button) must stand out from what surrounds it.
      pairs.push([`${name}.solid on page`, tone.solid, c.surface.page, UI]);
      pairs.push([`${name}.solid on raised`, tone.solid, c.surface.raised, UI]);
    }
  }
  // The focus ring is drawn with an offset, over the page, around filled buttons too.
  return pairs;
}

describe('contrast maths', () => {
  it('computes the WCAG luminance and ratio of known colours', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeLessThan(4.5);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => relativeLuminance('rgba(0,0,0,0.5)')).toThrow(/Not a hex colour/);
  });
});

describe.each(themeNames)('theme %s meets WCAG 2.2 AA', (name) => {
  const pairs = pairsOf(themeTokens[name].color);

  it.each(pairs)('%s', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
