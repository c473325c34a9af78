import { type ReactNode, useId } from 'react';
import * as css from './shell.css.ts';

/** Props of {@link ErrorFrame}. */
export interface ErrorFrameProps {
  /** The page's title (its level-1 heading). */
  title: ReactNode;
  /**
   * Whether the page reports a failure, announced at once (`role="alert"`).
   * @default true
   */
  alert?: boolean;
  /** What follows the title: the explanation and the way out (retry, reload, home). */
  children: ReactNode;
}

/**
 * The frame of the app's own full pages, shown outside the shell: the start-up errors (config, tenant), the render
 * error (spec §8) and the 404. One panel, named by its title.
 */
export function ErrorFrame({ title, alert = true, children }: ErrorFrameProps) {
  const titleId = useId();
  return (
    <main className={css.page}>
      <section className={css.panel} role={alert ? 'alert' : undefined} aria-labelledby={titleId}>
        <h1 id={titleId} className={css.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
