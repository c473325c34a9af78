import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2 account/help/cgu, decision D40: the terms version in force, as the footer's terms dialog shows it.
export const Route = createFileRoute('/account/help/cgu')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="cgu" />,
});
