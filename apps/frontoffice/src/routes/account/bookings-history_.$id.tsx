import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../-components/UpcomingPage.tsx';

export const Route = createFileRoute('/account/bookings-history_/$id')({
  component: () => <UpcomingPage titleId="app.Menu.history" />,
});
