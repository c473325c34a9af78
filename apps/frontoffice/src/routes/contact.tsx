import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2: the tenant's contact content.
export const Route = createFileRoute('/contact')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="contact" />,
});
