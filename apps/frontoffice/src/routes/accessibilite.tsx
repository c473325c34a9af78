import { AccessibilityStatementPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// issue 31: the accessibility statement, open to everyone (domain PAGES `accessibility`), with the day of this build.
export const Route = createFileRoute('/accessibilite')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <AccessibilityStatementPage buildDate={__BUILD_DATE__} />,
});
