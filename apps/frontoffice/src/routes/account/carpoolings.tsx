import { createFileRoute, notFound } from '@tanstack/react-router';
import { UpcomingPage } from '../-components/UpcomingPage.tsx';

export const Route = createFileRoute('/account/carpoolings')({
  // spec §2: this page exists only when the tenant's use_carpooling switch is on.
  beforeLoad: ({ context }) => {
    if (!context.tenant.use_carpooling) throw notFound();
  },
  component: () => <UpcomingPage titleId="app.Menu.carpoolings" />,
});
