import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { UpcomingPage } from './-components/UpcomingPage.tsx';

// spec §2 waiting: the blocked-account page, for signed-in members (guests sign in first).
export const Route = createFileRoute('/waiting')({
  beforeLoad: ({ context, location }) => guard('waiting-for-validation', { context, location }),
  component: () => <UpcomingPage titleId="app.routes.waiting" />,
});
