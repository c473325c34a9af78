import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx.ts';
import { lines as linesClass, skeleton } from './Skeleton.css.ts';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /**
   * CSS width.
   * @default '100%'
   */
  width?: CSSProperties['width'];
  /**
   * CSS height.
   * @default '1em'
   */
  height?: CSSProperties['height'];
  /**
   * `circle` for avatars.
   * @default 'rect'
   */
  shape?: 'rect' | 'circle';
  /** Several text lines, the last one shorter. */
  lines?: number;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * A placeholder shimmering where content is loading. Hidden from assistive technology: announce loading on the
 * region instead (`aria-busy`).
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'rect', lines, className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={cx(linesClass, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={skeleton} style={{ width: index === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(skeleton, className)}
      aria-hidden="true"
      style={{ width, height, borderRadius: shape === 'circle' ? '50%' : undefined }}
    />
  );
}
