import { WaitingPage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 waiting: the blocked-account page, for signed-in members (guests sign in first).
export const Route = createFileRoute('/waiting')({
  beforeLoad: async ({ context, location }) => {
    await guard('waiting', { context, location });
    await context.messages.ensure('feature-signup');
  },
  component: WaitingPage,
});
