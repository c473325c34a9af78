import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { AccountLayout } from './-components/AccountLayout.tsx';

// spec §2, decision D2: the account area always needs a signed-in member; a guest signs in and comes back.
export const Route = createFileRoute('/account')({
  beforeLoad: ({ context, location }) => guard('account', { context, location }),
  component: () => (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  ),
});
