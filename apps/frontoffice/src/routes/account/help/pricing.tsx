import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute, notFound } from '@tanstack/react-router';

// spec §2, decision D7: pricing only with billing.
export const Route = createFileRoute('/account/help/pricing')({
  beforeLoad: async ({ context }) => {
    if (!context.tenant.use_billing) throw notFound();
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="pricing" />,
});
