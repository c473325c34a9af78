import { type IconProps, Svg } from './Svg.tsx';

export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 18l-6-6 6-6" />
  </Svg>
);
