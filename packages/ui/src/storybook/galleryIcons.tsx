// Icons for the gallery stories: the design system's own, plus a car for vehicle pictures.
import type { SVGProps } from 'react';

export { CalendarIcon } from '../internal/icons.tsx';

/** A car, standing in for vehicle photos in the gallery. */
export function SearchCarIcon({ size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M5 16.5v1.8a.7.7 0 0 1-.7.7H3.7a.7.7 0 0 1-.7-.7V12l2.2-5.2A2 2 0 0 1 7 5.5h10a2 2 0 0 1 1.8 1.3L21 12v6.3a.7.7 0 0 1-.7.7h-.6a.7.7 0 0 1-.7-.7v-1.8z" />
      <path d="M3 12h18M7 14.5h.01M17 14.5h.01" />
    </svg>
  );
}
