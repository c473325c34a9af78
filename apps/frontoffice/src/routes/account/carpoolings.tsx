import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { UpcomingPage } from '../-components/UpcomingPage.tsx';

export const Route = createFileRoute('/account/carpoolings')({
  // spec §2: the page exists only with its feature switch (domain PAGES).
  beforeLoad: ({ context, location }) => guard('carpoolings', { context, location }),
  component: () => <UpcomingPage titleId="app.Menu.carpoolings" />,
});
