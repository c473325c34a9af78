import { SignupWelcomePage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 signup/welcome: the welcome message, then back to signup after 4 seconds.
export const Route = createFileRoute('/signup_/welcome')({
  // The app the driver came from (spec §2 redirect_uri) is carried back to the signup steps.
  validateSearch: (search: Record<string, unknown>): { redirect_uri?: string } =>
    typeof search.redirect_uri === 'string' ? { redirect_uri: search.redirect_uri } : {},
  beforeLoad: async ({ context, location }) => {
    await guard('signup-welcome', { context, location });
    await context.messages.ensure('feature-signup');
  },
  component: SignupWelcomeRoute,
});

function SignupWelcomeRoute() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  return <SignupWelcomePage onDone={() => void navigate({ to: '/signup', search, replace: true })} />;
}
