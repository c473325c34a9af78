import { WaitingPage } from '@frontoffice/feature-signup';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 waiting: the blocked-account page, for the blocked members the root sends here; anyone else goes where the
// root would send them (issue 31: the domain's access rule of the page).
export const Route = createFileRoute('/waiting')({
  beforeLoad: async ({ context, location }) => {
    await guard('waiting', { context, location });
    await context.messages.ensure('feature-signup');
  },
  component: WaitingPage,
});
