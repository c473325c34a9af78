import { type ReactNode, useId } from 'react';
import * as css from './AccountDetails.css.ts';

/** Props of `Section`. */
export interface SectionProps {
  /** The section's heading (an `h2`), which also names it for assistive technology. */
  title?: ReactNode;
  children: ReactNode;
}

/**
 * One section of the account page: a raised surface with its `h2`, a region named by it. Not ui's `Card`, on purpose:
 * the page would be Card's second lazily loaded user, which splits Card into a chunk of its own whose file name goes
 * into the table of chunks /login's entry carries, and /login has no byte to spare (the budget, docs/architecture.md).
 */
export function Section({ title, children }: SectionProps) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={title == null ? undefined : id}>
      {title != null && (
        <h2 id={id} className={css.sectionTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
