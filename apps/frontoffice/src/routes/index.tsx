import { createFileRoute, redirect } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 root behaviour: the guard sends each session where it belongs; otherwise the search/map view is shown.
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    await guard('root', { context, location });
    throw redirect({ to: '/search', replace: true });
  },
});
