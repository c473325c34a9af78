import { useApiClient } from '@frontoffice/api-client';
import { PendingValidationPage, SignupPage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { accessOf, guard } from '../access/guard.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { useShell } from '../shell/ShellContext.tsx';
import { allowedRedirectUri, registrationTarget } from './-components/redirectUri.ts';

/** Leaves the app for the allowed `redirect_uri`, replacing the location (spec §2: the driver does not come back here). */
function leaveFor(url: string): Promise<never> {
  window.location.replace(url);
  return new Promise<never>(() => {});
}

// spec §2 /signup, decision D1: the first step for guests, the current step for members who are not driver_ok.
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect_uri?: string } =>
    typeof search.redirect_uri === 'string' ? { redirect_uri: search.redirect_uri } : {},
  beforeLoad: async ({ context, location, search }) => {
    // spec §2, D30: a member whose registration is complete goes to the allowed redirect_uri with the access token
    // (the guard would send them to the root, losing it).
    if (context.client.getSessionKind() === 'member') {
      const { account } = await accessOf(context.client, context.queryClient);
      const target = registrationTarget(search.redirect_uri, context.config.allowedRedirectUris, context.client.getTokens()?.accessToken ?? '');
      if (account.serverStep === 'driver_ok' && target.kind === 'external') await leaveFor(target.url);
    }
    await guard('signup', { context, location });
    await context.messages.ensure('feature-signup', 'part-profile', 'part-payments');
  },
  component: SignupRoute,
});

function SignupRoute() {
  const client = useApiClient();
  const { config } = useShell();
  const signOut = useSignOut();
  const navigate = Route.useNavigate();
  const { redirect_uri: redirectUri } = Route.useSearch();
  const onRegistrationComplete = useCallback(() => {
    const target = registrationTarget(redirectUri, config.allowedRedirectUris, client.getTokens()?.accessToken ?? '');
    if (target.kind === 'external') void leaveFor(target.url);
    else void navigate({ to: '/', replace: true });
  }, [client, config.allowedRedirectUris, navigate, redirectUri]);
  return (
    <SignupPage
      // spec §2 signup/welcome: the welcome with the first name, then back here after 4 seconds.
      onAccountCreated={() => void navigate({ to: '/signup/welcome', search: redirectUri ? { redirect_uri: redirectUri } : {} })}
      onRegistrationComplete={onRegistrationComplete}
      pendingValidation={
        <PendingValidationPage redirectUri={allowedRedirectUri(redirectUri, config.allowedRedirectUris)} onLogout={() => void signOut()} />
      }
    />
  );
}
