import { PrivacyPolicyPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §1, §2: the static French privacy policy.
export const Route = createFileRoute('/politique-de-confidentialite')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <PrivacyPolicyPage />,
});
