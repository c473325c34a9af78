import { CarpoolingsPage } from '@frontoffice/feature-rentals';
import { validateActiveListSearch } from '@frontoffice/feature-rentals/listSearch';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/carpoolings: in-progress and upcoming carpoolings.
export const Route = createFileRoute('/account/carpoolings')({
  // spec §2: the page exists only with its feature switch (domain PAGES).
  beforeLoad: ({ context, location }) => guard('carpoolings', { context, location }),
  // spec §9 (issue 31): each list's page is in the address (`?upcomingPage=2`); a first or malformed page is left out.
  validateSearch: validateActiveListSearch,
  component: CarpoolingsRoute,
});

function CarpoolingsRoute() {
  useRentalMessages();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The list scrolls itself to the top on a page change (spec §9): the router does not scroll a second time.
  return <CarpoolingsPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
