import { createFileRoute } from '@tanstack/react-router';
import { use } from 'react';
import { useLanguage } from '../../intl/LanguageProvider.tsx';
import { useSignOut } from '../../session/useSignOut.ts';
import { afterFirstPagePaint } from '../../startup/firstPage.ts';
import { AccountDetailsPage } from '../-components/accountDetailsPage.ts';
import { ACCOUNT_PAGE } from '../-components/accountPage.ts';

// spec §2 account/details: the profile, documents, phone, password and the account's deletion (issue 16). The access
// rule is the account area's (`guard('account')` in ../account.tsx, decision D2; the page has no feature switch of its
// own in the domain's PAGES). No `beforeLoad`: TanStack Router keeps a route's options in the entry chunk that /login
// loads, which has no byte to spare (the budget, docs/architecture.md); the component waits for its messages instead.
export const Route = createFileRoute('/account/details')({
  staticData: ACCOUNT_PAGE,
  component: AccountDetailsRoute,
});

function AccountDetailsRoute() {
  // Issue 32: the page's content code has been asked for as this route's code ran (accountDetailsPage.ts).
  const { store } = useLanguage();
  // feature-account's catalogue carries those of the parts it draws (messagesPlugin.ts, partCatalogueFiles); the page
  // renders once it is there (the same cached promise on every render).
  use(store.loaded('feature-account'));
  // spec §4: a deleted account is logged out (tokens and cached data cleared), as the menu's logout does.
  const signOut = useSignOut();
  // Issue 32: on the visit's first page, the form and what follows are asked for once the header is on screen.
  return <AccountDetailsPage onAccountDeleted={() => void signOut()} formsAfter={afterFirstPagePaint} />;
}
