import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { UpcomingPage } from './-components/UpcomingPage.tsx';

// spec §2 /signup, decision D1: the first step for guests, the current step for members who are not driver_ok.
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect_uri?: string } =>
    typeof search.redirect_uri === 'string' ? { redirect_uri: search.redirect_uri } : {},
  beforeLoad: ({ context, location }) => guard('signup', { context, location }),
  component: () => <UpcomingPage titleId="app.routes.signup" />,
});
