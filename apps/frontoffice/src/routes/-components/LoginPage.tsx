import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import * as css from '../../shell/shell.css.ts';

/** The sign-in page of the foundation; the shell issue wires it to the operator API. */
export function LoginPage() {
  const emailId = useId();
  const passwordId = useId();
  return (
    <main className={css.page}>
      <section className={css.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={css.title}>
          <FormattedMessage id="app.LoginPage.title" />
        </h1>
        <form method="post" onSubmit={(event) => event.preventDefault()}>
          <div className={css.field}>
            <label htmlFor={emailId}>
              <FormattedMessage id="app.LoginPage.email" />
            </label>
            <input id={emailId} className={css.input} type="email" name="email" autoComplete="username" required />
          </div>
          <div className={css.field}>
            <label htmlFor={passwordId}>
              <FormattedMessage id="app.LoginPage.password" />
            </label>
            <input
              id={passwordId}
              className={css.input}
              type="password"
              name="password"
              autoComplete="current-password"
              required
            />
          </div>
          <button type="submit" className={css.button}>
            <FormattedMessage id="app.LoginPage.submit" />
          </button>
        </form>
      </section>
    </main>
  );
}
