import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute, notFound } from '@tanstack/react-router';

// spec §2, decision D7: pricing only when billing is on.
export const Route = createFileRoute('/pricing')({
  beforeLoad: async ({ context }) => {
    if (!context.tenant.use_billing) throw notFound();
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="pricing" />,
});
