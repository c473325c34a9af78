import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { UpcomingPage } from './-components/UpcomingPage.tsx';

// spec §2 /search: open on public platforms, a validated driver on private ones (the search itself: issue 8).
export const Route = createFileRoute('/search')({
  beforeLoad: ({ context, location }) => guard('protected', { context, location }),
  component: () => <UpcomingPage titleId="app.routes.search" />,
});
