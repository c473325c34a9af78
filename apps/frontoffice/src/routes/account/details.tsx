import { createFileRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../-components/UpcomingPage.tsx';

export const Route = createFileRoute('/account/details')({
  component: () => <UpcomingPage titleId="app.Menu.account-details" />,
});
