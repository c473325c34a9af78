import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import * as css from '../../shell/shell.css.ts';

/** The translated 404 page. */
export function NotFoundPage() {
  return (
    <main className={css.page}>
      <section className={css.panel} aria-labelledby="not-found-title">
        <h1 id="not-found-title" className={css.title}>
          <FormattedMessage id="app.NotFoundPage.title" />
        </h1>
        <p>
          <FormattedMessage id="app.NotFoundPage.body" />
        </p>
        <Link to="/">
          <FormattedMessage id="app.NotFoundPage.home" />
        </Link>
      </section>
    </main>
  );
}
