import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../access/guard.ts';

// spec §2, decision D7: pricing only with billing.
export const Route = createFileRoute('/account/help/pricing')({
  beforeLoad: async ({ context, location }) => {
    await guard('help-pricing', { context, location });
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="pricing" />,
});
