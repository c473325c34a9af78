import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { UpcomingPage } from './-components/UpcomingPage.tsx';

// spec §2 waiting-for-validation: the agent-review page; a driver_ok member goes to the root.
export const Route = createFileRoute('/waiting-for-validation')({
  beforeLoad: ({ context, location }) => guard('waiting-for-validation', { context, location }),
  component: () => <UpcomingPage titleId="app.routes.waiting-for-validation" />,
});
