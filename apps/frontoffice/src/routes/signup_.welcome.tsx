import { SignupWelcomePage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 signup/welcome: the welcome message, then back to signup after 4 seconds.
export const Route = createFileRoute('/signup_/welcome')({
  beforeLoad: async ({ context, location }) => {
    await guard('signup-welcome', { context, location });
    await context.messages.ensure('feature-signup');
  },
  component: SignupWelcomeRoute,
});

function SignupWelcomeRoute() {
  const navigate = Route.useNavigate();
  return <SignupWelcomePage onDone={() => void navigate({ to: '/signup', replace: true })} />;
}
