import { useSession } from '@frontoffice/api-client';
import { PendingValidationPage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { useShell } from '../shell/ShellContext.tsx';
import { allowedRedirectUri } from './-components/redirectUri.ts';
import { UpcomingPage } from './-components/UpcomingPage.tsx';

// spec §2 /signup, decision D1: the first step for guests, the current step for members who are not driver_ok.
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect_uri?: string } =>
    typeof search.redirect_uri === 'string' ? { redirect_uri: search.redirect_uri } : {},
  beforeLoad: async ({ context, location }) => {
    await guard('signup', { context, location });
    await context.messages.ensure('feature-signup');
  },
  component: SignupRoute,
});

function SignupRoute() {
  const session = useSession();
  const { config } = useShell();
  const signOut = useSignOut();
  const { redirect_uri: redirectUri } = Route.useSearch();
  // spec §2: every step done (registration step pendingValidation), the thank-you page with its buttons.
  if (session.user?.workflow_next_step === 'driver_waiting_for_validation') {
    return <PendingValidationPage redirectUri={allowedRedirectUri(redirectUri, config.allowedRedirectUris)} onLogout={() => void signOut()} />;
  }
  // The signup steps come with their own issue; until then the route says so (issue 7).
  return <UpcomingPage titleId="app.routes.signup" />;
}
