import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseTokens } from './baseTokens.ts';
import { INTER_FALLBACK_FAMILY } from './fontNames.ts';
import { INTER_FAMILY, loadFonts } from './fonts.ts';

/** A font set as the document's behaves for `add` and `forEach`. */
function fontSet() {
  const faces: FontFace[] = [];
  return { faces, add: (face: FontFace) => faces.push(face), forEach: (callback: (face: FontFace) => void) => faces.forEach((face) => callback(face)) };
}

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the web font, declared once the page is on screen (issue 18)', () => {
  it('declares Inter for latin and latin-ext text, swapped in when it arrives, from the app’s own files', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const fonts = fontSet();
    loadFonts(fonts as unknown as FontFaceSet);
    expect(fonts.faces).toHaveLength(2);
    for (const face of fonts.faces as unknown as FakeFontFace[]) {
      expect(face.family).toBe(INTER_FAMILY);
      expect(face.source).toMatch(/^url\(".*inter-latin(-ext)?-wght-normal[^"]*\.woff2(\?[^"]*)?"\) format\("woff2-variations"\)$/);
      expect(face.descriptors).toMatchObject({ display: 'swap', weight: '100 900', style: 'normal' });
    }
    // Basic latin (French and English) and the accents beyond it each have their face.
    const ranges = (fonts.faces as unknown as FakeFontFace[]).map((face) => face.descriptors.unicodeRange);
    expect(ranges.some((range) => range?.startsWith('U+0000-00FF'))).toBe(true);
    expect(ranges.some((range) => range?.startsWith('U+0100-02BA'))).toBe(true);
  });

  it('is the family the theme names first, then its local stand-in drawn to its metrics, before the system fonts', () => {
    expect(baseTokens.font.body.startsWith(`'${INTER_FAMILY}'`)).toBe(true);
    const family = baseTokens.font.body;
    expect(family.indexOf(`'${INTER_FALLBACK_FAMILY}'`)).toBeGreaterThan(0);
    expect(family.indexOf(`'${INTER_FALLBACK_FAMILY}'`)).toBeLessThan(family.indexOf('system-ui'));
  });

  it('declares nothing twice (Storybook and the app may both ask)', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const fonts = fontSet();
    loadFonts(fonts as unknown as FontFaceSet);
    loadFonts(fonts as unknown as FontFaceSet);
    expect(fonts.faces).toHaveLength(2);
  });
});
