import { LoginPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard, safeReturnPath } from '../access/guard.ts';

const messages = ['feature-account/login'] as const;

export const Route = createFileRoute('/login')({
  staticData: { layout: 'auth', messages },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, location }) => {
    await guard('login', { context, location });
    await context.messages.ensure(...messages);
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoginPage
      onSignedIn={() => {
        // decision D2: back to the page that asked for a sign-in; only an internal path is followed.
        void navigate({ to: safeReturnPath(redirect) ?? '/', replace: true });
      }}
    />
  );
}
