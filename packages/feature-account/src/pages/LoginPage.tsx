import { signInMutationOptions, useApiClient, useFieldErrors, useFormSubmit, useTenant, type User } from '@frontoffice/api-client';
import { isSingleSignOnAvailable, offersSignup, pagePath, validateLogin } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Link } from '@frontoffice/ui/Link';
import { PasswordField } from '@frontoffice/ui/PasswordField';
import { TextField } from '@frontoffice/ui/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';

const m = {
  title: { id: 'account.LoginPage.title' },
  intro: { id: 'account.LoginPage.intro' },
  email: { id: 'account.LoginPage.email' },
  password: { id: 'account.LoginPage.password' },
  showPassword: { id: 'account.LoginPage.showPassword' },
  hidePassword: { id: 'account.LoginPage.hidePassword' },
  submit: { id: 'account.LoginPage.submit' },
  forgotPassword: { id: 'account.LoginPage.forgotPassword' },
  noAccount: { id: 'account.LoginPage.noAccount' },
  signup: { id: 'account.LoginPage.signup' },
  or: { id: 'account.LoginPage.or' },
  singleSignOn: { id: 'account.LoginPage.singleSignOn' },
  sessionEnded: { id: 'account.LoginPage.sessionEnded' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `LoginPage`. */
export interface LoginPageProps {
  /**
   * Called once the driver is signed in and the account loaded (the account query is already seeded): the app decides
   * where the driver goes next (spec §2 root behaviour, or back to what they were booking, D6).
   */
  onSignedIn(user: User): void;
  /**
   * The driver was sent here because their session ended (a refresh the server refused, or a sign-out in another
   * tab): the page says so (issue 19). @default false
   */
  sessionEnded?: boolean;
}

/**
 * The login page (spec §2 /login, §5 login rules, §8 login failure): e-mail and password, the forgot-password link,
 * the signup link when the tenant offers sign-up (registration and auto-register, `offersSignup`), and the single-sign-on entry when available.
 */
export function LoginPage({ onSignedIn, sessionEnded = false }: LoginPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const tenant = useTenant();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // spec §8: any failure shows the login error inline, a user without roles its own (spec §4). The e-mail stays as
  // typed so that a typo is easy to fix; the password is typed again.
  const signIn = useFormSubmit({
    form: 'login',
    mutation: signInMutationOptions(client, queryClient),
    onSuccess: (user) => onSignedIn(user),
    onError: () => setPassword(''),
  });
  const fields = useFieldErrors(validateLogin({ email, password }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate()) return;
    signIn.submit({ email: email.trim(), password });
  }

  const failure = signIn.formError;

  return (
    <PageFrame title={intl.formatMessage(m.title)}>
      <p className={s.intro}>{intl.formatMessage(m.intro, { operator: tenant.human_name })}</p>
      {/* spec §8: any login failure shows the login-error message inline. */}
      {failure ? <InlineMessage tone="danger">{failure}</InlineMessage> : sessionEnded && <InlineMessage tone="info">{intl.formatMessage(m.sessionEnded)}</InlineMessage>}
      <form className={s.form} noValidate onSubmit={submit}>
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
          {...fields.fieldProps('email')}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          name="password"
          showLabel={intl.formatMessage(m.showPassword)}
          hideLabel={intl.formatMessage(m.hidePassword)}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          {...fields.fieldProps('password')}
        />
        <div className={s.links}>
          <Link href={pagePath('forgot-password')}>{intl.formatMessage(m.forgotPassword)}</Link>
        </div>
        <Button type="submit" fullWidth isPending={signIn.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
      {isSingleSignOnAvailable(tenant) && (
        <>
          <p className={s.divider}>{intl.formatMessage(m.or)}</p>
          {/* decision D4: /sso/auth starts single sign-on (state and nonce are the app's). */}
          <Link href={pagePath('sso-auth')} className={s.linkButton}>
            {intl.formatMessage(m.singleSignOn, { operator: tenant.human_name })}
          </Link>
        </>
      )}
      {/* spec §2 /login: the one sign-up rule of the domain, also the landing's and the guest menu's (issue 31). */}
      {offersSignup(tenant) && (
        <p className={s.intro}>
          {intl.formatMessage(m.noAccount)} <Link href={pagePath('signup')}>{intl.formatMessage(m.signup)}</Link>
        </p>
      )}
    </PageFrame>
  );
}
