// The frame of the small inline icons (24 px grid, stroke = currentColor), so the design system needs no icon library.
import type { SVGProps } from 'react';

/** Props of every icon: an SVG's props plus its size in px. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The 24 px frame every icon draws in. */
export function Svg({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

