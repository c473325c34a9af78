import { HelpContentPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// spec §2, decision D40: the terms, the version in force (the text the footer's dialog shows and a driver accepts).
export const Route = createFileRoute('/cgu')({
  beforeLoad: async ({ context }) => {
    await context.messages.ensure('feature-account');
  },
  component: () => <HelpContentPage type="cgu" />,
});
