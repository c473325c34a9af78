import { requestPasswordResetMutationOptions, useApiClient, useFieldErrors, useFormSubmit } from '@frontoffice/api-client';
import { canSubmitForm, normalizeEmail, pagePath, validateForgotPassword } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Link } from '@frontoffice/ui/Link';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { InlineMessage, PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';
import { EmailField } from '../components/EmailField/EmailField.tsx';

const m = {
  title: { id: 'account.ForgotPasswordPage.title' },
  intro: { id: 'account.ForgotPasswordPage.intro' },
  email: { id: 'account.ForgotPasswordPage.email' },
  submit: { id: 'account.ForgotPasswordPage.submit' },
  backToLogin: { id: 'account.ForgotPasswordPage.backToLogin' },
  sent: { id: 'success.email-helper' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The forgot-password page (spec §2 /forgot-password, §5): the reset button is enabled only when the e-mail is valid,
 * changed and not being sent; the e-mail is sent lower-cased. A failure shows the login-error message as a
 * notification (spec §8), a success the e-mail helper under the field (decision D28).
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const client = useApiClient();
  // spec §8: a failure shows the login-error message as a notification (the forgot-password row of the table).
  const reset = useFormSubmit({ form: 'forgot-password', mutation: requestPasswordResetMutationOptions(client) });
  const [email, setEmail] = useState('');

  const errors = validateForgotPassword({ email });
  const canSubmit = canSubmitForm({ errors, dirty: email !== '', submitting: reset.isPending });
  const fields = useFieldErrors(errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    // spec §5: the reset request lower-cases the e-mail.
    reset.submit(normalizeEmail(email));
  }

  return (
    <PageFrame title={intl.formatMessage(m.title)}>
      <p className={s.intro}>{intl.formatMessage(m.intro)}</p>
      <form className={s.form} noValidate onSubmit={submit}>
        <EmailField
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            // A new address is a new request: the previous confirmation no longer applies to it.
            if (reset.isSuccess) reset.reset();
          }}
          {...fields.fieldProps('email')}
        />
        {reset.isSuccess && <InlineMessage tone="success">{intl.formatMessage(m.sent)}</InlineMessage>}
        <Button type="submit" fullWidth isDisabled={!canSubmit && !reset.isPending} isPending={reset.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
      <Link href={pagePath('login')} variant="standalone">
        {intl.formatMessage(m.backToLogin)}
      </Link>
    </PageFrame>
  );
}
