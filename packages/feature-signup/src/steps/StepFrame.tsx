import type { ReactNode } from 'react';
import * as s from './StepFrame.css.ts';

/** Props of `StepFrame`. */
export interface StepFrameProps {
  /** The step's name (an `h2` under the page's `h1`). */
  title: string;
  /** One or two sentences on what the step asks and why. */
  intro?: ReactNode;
  /** The step's form is on its way (issue 32: each step's form is a chunk of its own). */
  busy?: boolean;
  children: ReactNode;
}

/** The frame of one signup step: its heading, its introduction and its content. */
export function StepFrame({ title, intro, busy = false, children }: StepFrameProps) {
  return (
    <section className={s.step} aria-labelledby="signup-step-title" aria-busy={busy || undefined}>
      <div className={s.header}>
        {/* Focus lands here when a new step shows, so a screen reader announces it (and a phone scrolls to it). */}
        <h2 id="signup-step-title" className={s.title} tabIndex={-1} data-step-heading>
          {title}
        </h2>
        {intro && <p className={s.intro}>{intro}</p>}
      </div>
      {children}
    </section>
  );
}
