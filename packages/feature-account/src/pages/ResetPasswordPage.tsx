import { confirmPasswordResetMutationOptions, useApiClient, useFieldErrors, useFormSubmit } from '@frontoffice/api-client';
import { pagePath, validateResetPassword } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Checkmark } from '@frontoffice/ui/Checkmark';
import { Link } from '@frontoffice/ui/Link';
import { PasswordField } from '@frontoffice/ui/PasswordField';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';

const m = {
  title: { id: 'account.ResetPasswordPage.title' },
  intro: { id: 'account.ResetPasswordPage.intro' },
  password: { id: 'account.ResetPasswordPage.password' },
  passwordHelp: { id: 'account.ResetPasswordPage.passwordHelp' },
  confirmation: { id: 'account.ResetPasswordPage.confirmation' },
  showPassword: { id: 'account.ResetPasswordPage.showPassword' },
  hidePassword: { id: 'account.ResetPasswordPage.hidePassword' },
  submit: { id: 'account.ResetPasswordPage.submit' },
  done: { id: 'account.ResetPasswordPage.done' },
  login: { id: 'account.ResetPasswordPage.login' },
  newLink: { id: 'account.ResetPasswordPage.newLink' },
  tokenMissing: { id: 'errors.reset-token-missing' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `ResetPasswordPage`. */
export interface ResetPasswordPageProps {
  /** The `reset_password_token` query parameter of the reset link (decision D3); absent when the link is incomplete. */
  token?: string | null;
}

/**
 * The password reset page (spec §2, decision D3): without a token, the missing-token message; with one, a new password
 * and its confirmation (at least 8 characters and identical, D13); success shows the checkmark and a login link.
 * Server refusals (an expired token, a too short password) go through the generic error handler (spec §8).
 */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const confirm = useFormSubmit({ form: 'reset-password', mutation: confirmPasswordResetMutationOptions(client) });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useFieldErrors(validateResetPassword({ password, confirmation }));
  const resetToken = token?.trim() ?? '';

  if (resetToken === '') {
    return (
      <PageFrame title={intl.formatMessage(m.title)}>
        <InlineMessage tone="danger">{intl.formatMessage(m.tokenMissing)}</InlineMessage>
        <Link href={pagePath('forgot-password')} className={s.linkButton}>
          {intl.formatMessage(m.newLink)}
        </Link>
      </PageFrame>
    );
  }

  if (confirm.isSuccess) {
    return (
      <PageFrame title={intl.formatMessage(m.title)}>
        <div className={s.centered}>
          <Checkmark />
          <InlineMessage tone="success">{intl.formatMessage(m.done)}</InlineMessage>
          <Link href={pagePath('login')} className={s.linkButton}>
            {intl.formatMessage(m.login)}
          </Link>
        </div>
      </PageFrame>
    );
  }


  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate()) return;
    confirm.submit({ password, passwordConfirmation: confirmation, resetPasswordToken: resetToken });
  }

  // Both fields take the new password: the browser offers to generate and save it, the toggle shows either.
  const newPassword = {
    autoComplete: 'new-password',
    showLabel: intl.formatMessage(m.showPassword),
    hideLabel: intl.formatMessage(m.hidePassword),
  } as const;

  return (
    <PageFrame title={intl.formatMessage(m.title)}>
      <p className={s.intro}>{intl.formatMessage(m.intro)}</p>
      <form className={s.form} noValidate onSubmit={submit}>
        <PasswordField
          label={intl.formatMessage(m.password)}
          description={intl.formatMessage(m.passwordHelp)}
          name="password"
          {...newPassword}
          value={password}
          onChange={setPassword}
          {...fields.fieldProps('password')}
        />
        <PasswordField
          label={intl.formatMessage(m.confirmation)}
          name="password_confirmation"
          {...newPassword}
          value={confirmation}
          onChange={setConfirmation}
          {...fields.fieldProps('confirmation')}
        />
        <Button type="submit" fullWidth isPending={confirm.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
    </PageFrame>
  );
}
