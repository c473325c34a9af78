import { createFileRoute, notFound } from '@tanstack/react-router';
import { UpcomingPage } from '../-components/UpcomingPage.tsx';

export const Route = createFileRoute('/account/payment-method')({
  // spec §2: this page exists only when the tenant's use_payments switch is on.
  beforeLoad: ({ context }) => {
    if (!context.tenant.use_payments) throw notFound();
  },
  component: () => <UpcomingPage titleId="app.Menu.payment-methods" />,
});
