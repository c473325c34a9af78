import { cx } from '../../internal/cx.ts';
import * as s from './Checkmark.css.ts';

/** Props of `Checkmark`. */
export interface CheckmarkProps {
  /**
   * Diameter in pixels.
   * @default 72
   */
  size?: number;
  /** What it means ("Booking confirmed"); without it the checkmark is decorative. */
  label?: string;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/** A success checkmark that draws itself (booking confirmed, account created); still under reduced motion. */
export function Checkmark({ size = 72, label, className }: CheckmarkProps) {
  return (
    <svg
      className={cx(s.root, className)}
      width={size}
      height={size}
      viewBox="0 0 52 52"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle className={s.circle} cx="26" cy="26" r="23.5" />
      <path className={s.tick} d="M15 27l7.5 7.5L38 19" />
    </svg>
  );
}
