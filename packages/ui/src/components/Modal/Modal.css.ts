import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/baseTokens.ts';
import { vars } from '../../theme/contract.css.ts';
import * as parts from './modalParts.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  ...parts.placement,
  height: 'var(--visual-viewport-height, 100vh)',
  backgroundColor: vars.color.surface.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easeStandard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} reverse ease-in` },
  },
});

export const modal = style({
  ...parts.panel,
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easeStandard}` },
  },
});

/** A dialog that opens by itself with the page: drawn at once, without the entrance animation. */
export const withPage = style({
  selectors: { '&[data-entering]': { animation: 'none' } },
});

export const size = {
  sm: style({ '@media': { [media.tablet]: { maxWidth: parts.maxWidths.sm } } }),
  md: style({ '@media': { [media.tablet]: { maxWidth: parts.maxWidths.md } } }),
  lg: style({ '@media': { [media.tablet]: { maxWidth: parts.maxWidths.lg } } }),
};

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, outline: 'none' });

export const header = style(parts.header);

export const title = style(parts.title);

export const close = style({ marginTop: `calc(-1 * ${vars.space['1']})`, marginInlineEnd: `calc(-1 * ${vars.space['2']})` });

export const body = style(parts.body);

export const footer = style(parts.footer);
