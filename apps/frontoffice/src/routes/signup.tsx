import { type User, useApiClient, userKeys } from '@frontoffice/api-client';
import { PendingValidationPage, SignupPage } from '@frontoffice/feature-signup';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { guard } from '../access/guard.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { useShell } from '../shell/ShellContext.tsx';
import { deferWelcome } from '../shell/dialogs/welcome.ts';
import { afterFirstPagePaint } from '../startup/firstPage.ts';
import { allowedRedirectUri, leaveFor, registrationTarget } from './-components/redirectUri.ts';

// spec §2 /signup, decision D1: the first step for guests, the current step for members who are not driver_ok.
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect_uri?: string } =>
    typeof search.redirect_uri === 'string' ? { redirect_uri: search.redirect_uri } : {},
  beforeLoad: async ({ context, location, search, preload }) => {
    // spec §2, D30: a member whose registration is complete goes to the allowed redirect_uri with the access token
    // (the guard would send them to the root, losing it).
    if (search.redirect_uri) {
      // Loaded only with a redirect_uri: beforeLoad is part of /login's entry chunk (the budget, docs/architecture.md).
      const { leaveIfRegistered } = await import('./-components/redirectUri.ts');
      await leaveIfRegistered(context, search.redirect_uri);
    }
    await guard('signup', { context, location, preload });
    // feature-signup's messages carry those of the parts it draws (messagesPlugin.ts, partCatalogueFiles).
    await context.messages.ensure('feature-signup');
  },
  component: SignupRoute,
});

function SignupRoute() {
  const client = useApiClient();
  const queryClient = useQueryClient();
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
      onAccountCreated={() => {
        // decision D19: the signup's welcome page greets the new account; the welcome dialog waits for a sign-in.
        const created = queryClient.getQueryData<User>(userKeys.current());
        if (created) deferWelcome(created.id);
        void navigate({ to: '/signup/welcome', search: redirectUri ? { redirect_uri: redirectUri } : {} });
      }}
      onRegistrationComplete={onRegistrationComplete}
      // Issue 32: on the visit's first page, a step's form is asked for once its introduction is on screen.
      formsAfter={afterFirstPagePaint}
      pendingValidation={
        <PendingValidationPage redirectUri={allowedRedirectUri(redirectUri, config.allowedRedirectUris)} onLogout={() => void signOut()} />
      }
    />
  );
}
