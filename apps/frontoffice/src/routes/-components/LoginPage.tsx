import { signInMutationOptions, useApiClient } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { PasswordField } from '@frontoffice/ui/PasswordField';
import { TextField } from '@frontoffice/ui/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { safeReturnPath } from '../../access/guard.ts';
import { useShell } from '../../shell/ShellContext.tsx';

/** The sign-in form until feature-account's page replaces it. */
export function LoginPage() {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { session } = useShell();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation(signInMutationOptions(client, queryClient));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        signIn.mutate(
          { email, password },
          {
            onSuccess: () => {
              session.refresh();
              const redirect = safeReturnPath(new URLSearchParams(window.location.search).get('redirect'));
              void navigate({ to: redirect ?? '/', replace: true });
            },
          },
        );
      }}
    >
      <h1>{intl.formatMessage({ id: 'app.LoginPage.title' })}</h1>
      <TextField label={intl.formatMessage({ id: 'app.LoginPage.email' })} type="email" value={email} onChange={setEmail} autoComplete="username" isRequired />
      <PasswordField label={intl.formatMessage({ id: 'app.LoginPage.password' })} showLabel={intl.formatMessage({ id: 'app.LoginPage.showPassword' })} hideLabel={intl.formatMessage({ id: 'app.LoginPage.hidePassword' })} value={password} onChange={setPassword} autoComplete="current-password" isRequired />
      {signIn.isError && <p role="alert">{intl.formatMessage({ id: 'errors.login' })}</p>}
      <Button type="submit" variant="primary" isPending={signIn.isPending}>
        {intl.formatMessage({ id: 'app.LoginPage.submit' })}
      </Button>
    </form>
  );
}
