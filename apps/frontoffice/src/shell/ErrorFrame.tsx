import { type ReactNode, useId } from 'react';
import * as css from './shell.css.ts';

/** Props of {@link ErrorFrame}. */
export interface ErrorFrameProps {
  /** The page's title (its level-1 heading). */
  title: ReactNode;
  /** `alert` when the page reports a failure, announced at once; none for the 404. */
  role?: 'alert';
  /** What follows the title: the explanation and the way out (retry, reload, home). */
  children: ReactNode;
}

/**
 * The frame of the app's own full pages, shown outside the shell: the start-up errors (config, tenant), the render
 * error (spec §8) and the 404. One panel, named by its title.
 */
export function ErrorFrame({ title, role, children }: ErrorFrameProps) {
  const titleId = useId();
  return (
    <main className={css.page}>
      <section className={css.panel} role={role} aria-labelledby={titleId}>
        <h1 id={titleId} className={css.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
