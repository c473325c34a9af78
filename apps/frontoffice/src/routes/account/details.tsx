import { AccountDetailsPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { useSignOut } from '../../session/useSignOut.ts';

// spec §2 account/details: the profile, documents, phone, password and the account's deletion (issue 16).
export const Route = createFileRoute('/account/details')({
  beforeLoad: async ({ context, location }) => {
    await guard('account-details', { context, location });
    // The personal and licence fields, the phone and the code boxes are part-profile's (shared with signup).
    await context.messages.ensure('feature-account', 'part-profile');
  },
  component: AccountDetailsRoute,
});

function AccountDetailsRoute() {
  // spec §4: a deleted account is logged out (tokens and cached data cleared), as the menu's logout does.
  const signOut = useSignOut();
  return <AccountDetailsPage onAccountDeleted={() => void signOut()} />;
}
