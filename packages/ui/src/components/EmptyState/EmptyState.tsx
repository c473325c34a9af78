import type { ReactNode } from 'react';
import * as s from './EmptyState.css.ts';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** What is empty ("No upcoming booking"). */
  title: ReactNode;
  /** What to do about it. */
  description?: ReactNode;
  /** An icon or illustration (decorative). */
  icon?: ReactNode;
  /** The way out (a `Button` or `Link`). */
  action?: ReactNode;
  /**
   * The title's heading level.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing: a title, an explanation and the next step. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={s.root}>
      {icon && (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={s.title}>{title}</Heading>
      {description != null && <p className={s.description}>{description}</p>}
      {action && <div className={s.action}>{action}</div>}
    </div>
  );
}
