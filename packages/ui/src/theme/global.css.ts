import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { media } from './baseTokens.ts';
import { vars } from './contract.css.ts';
import { INTER_FALLBACK_FAMILY } from './fontNames.ts';

/**
 * Issue 18: the text is drawn in a local font until Inter arrives (ui's `loadFonts`, after the first page): Arial, or a
 * font of the same widths (Helvetica, Liberation Sans, Arimo; Roboto's are within 0.3 %), scaled to Inter's widths at
 * each weight the theme uses and to its ascent and descent, so that the swap moves almost nothing (in the system font
 * the search page's title took two lines on a phone, and the whole form moved when Inter came: a layout shift of
 * 0.03). Widths: Inter's over Arial's (regular for 400 and 500, bold for 600 and 700), measured in Chromium over the
 * app's French and English text; the ascent and descent are Inter's (1984 and 494 of 2048) over that scale. Where
 * none of these fonts is installed, the faces are skipped and the system font comes next (baseTokens `font.body`).
 */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const local = (...names: string[]) => names.map((name) => `local('${name}')`).join(', ');
const regular = local('Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo', 'Roboto', 'Roboto-Regular');
const bold = local('Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'Arimo Bold', 'Roboto Bold', 'Roboto-Bold');
globalFontFace(
  INTER_FALLBACK_FAMILY,
  (
    [
      [400, regular, 1.0627],
      [500, regular, 1.0745],
      [600, bold, 1.0108],
      [700, bold, 1.0216],
    ] as const
  ).map(([fontWeight, src, scale]) => ({
    src,
    fontWeight,
    sizeAdjust: percent(scale),
    ascentOverride: percent(INTER_ASCENT / scale),
    descentOverride: percent(INTER_DESCENT / scale),
    lineGapOverride: '0%',
  })),
);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
  fontFeatureSettings: "'cv11', 'ss01'",
});

globalStyle('body', { margin: 0, minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
