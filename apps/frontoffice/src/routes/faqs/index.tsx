import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2 faqs: the tenant's FAQ, public.
export const Route = createFileRoute('/faqs/')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="faq" />,
});
