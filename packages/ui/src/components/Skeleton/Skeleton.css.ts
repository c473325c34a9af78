import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack } from '../../theme/recipes.ts';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surface.sunken} 0%, ${vars.color.surface.hover} 50%, ${vars.color.surface.sunken} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

export const lines = style(stack(vars.space['2']));
