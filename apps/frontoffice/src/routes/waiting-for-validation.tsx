import { WaitingForValidationPage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 waiting-for-validation: the agent-review page, for the members the root sends here (private platform,
// registration off, not driver_ok); anyone else goes where the root would send them (issue 31); once the account is
// driver_ok, the root.
export const Route = createFileRoute('/waiting-for-validation')({
  beforeLoad: async ({ context, location }) => {
    await guard('waiting-for-validation', { context, location });
    await context.messages.ensure('feature-signup');
  },
  component: WaitingForValidationRoute,
});

function WaitingForValidationRoute() {
  const navigate = Route.useNavigate();
  return <WaitingForValidationPage onValidated={() => void navigate({ to: '/', replace: true })} />;
}
