import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const draw = keyframes({ to: { strokeDashoffset: 0 } });
const pop = keyframes({ '0%': { transform: 'scale(0.6)', opacity: 0 }, '60%': { transform: 'scale(1.06)', opacity: 1 }, '100%': { transform: 'scale(1)' } });

export const root = style({
  display: 'inline-block',
  color: vars.color.success.solid,
  animation: `${pop} ${vars.motion.durationSlow} ${vars.motion.easeEmphasized} both`,
});

export const circle = style({ fill: vars.color.success.soft, stroke: 'currentColor', strokeWidth: 3 });

export const tick = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeDasharray: 48,
  strokeDashoffset: 48,
  animation: `${draw} 420ms ${vars.motion.easeStandard} 180ms forwards`,
});
