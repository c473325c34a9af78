import { PrivacyRequestPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2 account/privacy: the data request.
export const Route = createFileRoute('/account/privacy')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <PrivacyRequestPage />,
});
