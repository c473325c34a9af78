import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2 account/help/faq.
export const Route = createFileRoute('/account/help/faq')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="faq" />,
});
