import { LoginPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard, safeReturnPath } from '../access/guard.ts';
import { releaseWelcome } from '../shell/dialogs/welcomeRelease.ts';

const messages = ['feature-account/login'] as const;

export const Route = createFileRoute('/login')({
  staticData: { layout: 'auth', messages },
  validateSearch: (search: Record<string, unknown>): { redirect?: string; session?: 'ended' } => ({
    ...(typeof search.redirect === 'string' && { redirect: search.redirect }),
    ...(search.session === 'ended' && { session: 'ended' }),
  }),
  beforeLoad: async ({ context, location }) => {
    await guard('login', { context, location });
    await context.messages.ensure(...messages);
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, session } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoginPage
      sessionEnded={session === 'ended'}
      onSignedIn={() => {
        // decision D19: a sign-in; an account created here gets its welcome now.
        releaseWelcome();
        // decision D2: back to the page that asked for a sign-in; only an internal path is followed.
        void navigate({ to: safeReturnPath(redirect) ?? '/', replace: true });
      }}
    />
  );
}
