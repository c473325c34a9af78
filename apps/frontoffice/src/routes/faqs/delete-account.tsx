import { DeleteAccountFaqPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2: the FAQ on deleting an account, four steps.
export const Route = createFileRoute('/faqs/delete-account')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <DeleteAccountFaqPage />,
});
