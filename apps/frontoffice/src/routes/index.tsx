import { createFileRoute, redirect } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { guard } from '../access/guard.ts';

// spec §2 root behaviour: the guard sends each session where it belongs; otherwise the search/map view is shown.
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    await guard('root', { context, location });
    // Issue 33 (decision D42): the search needs the network; offline, a signed-in driver lands on the booking in progress
    // or the next one, as last kept (offline/keptData.ts), or on their bookings.
    if (!onlineManager.isOnline() && context.client.getSessionKind() === 'member') throw (await import('../offline/currentBooking.ts')).offlineRoot(context.queryClient);
    throw redirect({ to: '/search', replace: true });
  },
});
