import {
  createUser,
  mayHaveSucceeded,
  signInWithPassword,
  type SignUpInput,
  useApiClient,
  useFieldErrors,
  useFormSubmit,
  userKeys,
  useTenant,
  type User,
} from '@frontoffice/api-client';
import { PASSWORD_MIN_LENGTH, pagePath, usesTerms, validateSignup } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Link } from '@frontoffice/ui/Link';
import { PasswordField } from '@frontoffice/ui/PasswordField';
import { TextField } from '@frontoffice/ui/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useLeaveGuard } from '../useLeaveGuard.tsx';
import { TermsField } from './TermsField.tsx';
import * as s from '../StepFrame.css.ts';

const m = {
  email: { id: 'signup.RegistrationStep.email' },
  password: { id: 'signup.RegistrationStep.password' },
  passwordHint: { id: 'signup.RegistrationStep.passwordHint' },
  confirmPassword: { id: 'signup.RegistrationStep.confirmPassword' },
  showPassword: { id: 'signup.RegistrationStep.showPassword' },
  hidePassword: { id: 'signup.RegistrationStep.hidePassword' },
  next: { id: 'common.next' },
  haveAccount: { id: 'signup.RegistrationStep.haveAccount' },
  login: { id: 'signup.RegistrationStep.login' },
  confirmMismatch: { id: 'signup.RegistrationStep.confirmMismatch' },
} satisfies Record<string, MessageDescriptor>;

type Field = 'email' | 'password' | 'confirmPassword' | 'terms';

/**
 * The registration step (spec §2, §5, §7): e-mail, password (8 or more), its confirmation (must match:
 * `account error-confirm-password`), and with terms on (D16) the terms box with a read-more dialog; Next is enabled
 * only once the box is ticked. `POST /user` with `tos_accepted: true`, then the driver is signed in with the same
 * password (password grant) without typing it again. The server's EMAIL_ALREADY_TAKEN, EMAIL_IS_INVALID and
 * PASSWORD_TOO_SHORT show under their field (spec §8).
 */
export function RegistrationStep({ onAccountCreated }: { onAccountCreated(): void }) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const tenant = useTenant();
  const termsRequired = usesTerms(tenant);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  // The account exists: leaving for the welcome page loses nothing.
  const created = useRef(false);
  // issue 19: the last `POST /user` may have created the account although its answer was lost.
  const maybeCreated = useRef(false);
  const signUp = useFormSubmit({
    form: 'signup',
    mutation: {
      mutationKey: ['user', 'create', 'sign-in'],
      mutationFn: async (input: SignUpInput): Promise<User> => {
        const credentials = { email: input.email, password: input.password };
        if (maybeCreated.current) {
          // A retry after a lost answer looks for the account first (signing in with what was typed), so that it
          // never meets EMAIL_ALREADY_TAKEN for the account its own first try created.
          const user = await signInWithPassword(client, credentials).catch(() => null);
          if (user) return user;
        }
        try {
          await createUser(client, input);
        } catch (error) {
          maybeCreated.current = mayHaveSucceeded(error);
          throw error;
        }
        maybeCreated.current = false;
        return signInWithPassword(client, credentials);
      },
      // Here rather than in useFormSubmit's onSuccess: once signed in, the page shows the next step and this form is
      // gone, and React Query calls the form's own callbacks only while it is mounted.
      onSuccess: (user: User) => {
        created.current = true;
        queryClient.setQueryData(userKeys.current(), user);
        onAccountCreated();
      },
    },
  });
  const errors = validateSignup({ email, password, confirmPassword, termsAccepted }, { termsRequired });
  const fields = useFieldErrors<Field>(errors, (field) => signUp.fieldError(field));
  const dirty = email !== '' || password !== '' || confirmPassword !== '';
  const leave = useLeaveGuard(() => dirty && !created.current);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate()) return;
    signUp.submit({ email: email.trim(), password, tosAccepted: termsRequired ? termsAccepted : true });
  }

  const confirmProps = fields.fieldProps('confirmPassword');
  return (
    <>
      <form className={s.form} noValidate onSubmit={submit}>
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            signUp.clearErrors('email');
          }}
          {...fields.fieldProps('email')}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          name="new-password"
          description={intl.formatMessage(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
          showLabel={intl.formatMessage(m.showPassword)}
          hideLabel={intl.formatMessage(m.hidePassword)}
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value);
            signUp.clearErrors('password');
          }}
          {...fields.fieldProps('password')}
        />
        <PasswordField
          label={intl.formatMessage(m.confirmPassword)}
          name="confirm-password"
          showLabel={intl.formatMessage(m.showPassword)}
          hideLabel={intl.formatMessage(m.hidePassword)}
          autoComplete="new-password"
          isRequired
          value={confirmPassword}
          onChange={setConfirmPassword}
          {...confirmProps}
          // spec §5: the signup's own message for a confirmation that differs (account error-confirm-password).
          errorMessage={errors.confirmPassword === 'pwd-mismatch' && confirmProps.isInvalid ? intl.formatMessage(m.confirmMismatch) : confirmProps.errorMessage}
        />
        {termsRequired && <TermsField isSelected={termsAccepted} onChange={setTermsAccepted} />}
        <div className={s.actions}>
          <Button type="submit" isPending={signUp.isPending} isDisabled={termsRequired && !termsAccepted}>
            {intl.formatMessage(m.next)}
          </Button>
        </div>
        <p className={s.intro}>
          {intl.formatMessage(m.haveAccount)} <Link href={pagePath('login')}>{intl.formatMessage(m.login)}</Link>
        </p>
      </form>
      {leave}
    </>
  );
}
