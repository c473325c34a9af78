import { globalStyle } from '@vanilla-extract/css';
import { media } from './baseTokens.ts';
import { vars } from './contract.css.ts';

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
