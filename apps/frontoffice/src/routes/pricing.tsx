import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2, decision D7: pricing only when billing is on.
export const Route = createFileRoute('/pricing')({
  beforeLoad: async ({ context, location }) => {
    await guard('pricing', { context, location });
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="pricing" />,
});
