import { SearchPage } from '@frontoffice/feature-search';
import { searchParamsSchema } from '@frontoffice/feature-search/search-params';
import { createFileRoute, useLocation } from '@tanstack/react-router';

// spec §2 /search. The search state lives in the URL (issue 8), validated by the feature's schema: its light module,
// since validateSearch stays in the entry chunk that /login pays for. No loader for the same reason (a loader is not
// split out of the entry chunk); the page fetches its lists itself.
// Needs the shell (issue 7) above it: ApiClientProvider, NotificationsProvider, the tenant in the query cache, and
// the access guard (`beforeLoad`, spec §2: open on public platforms, a validated driver on private ones).
export const Route = createFileRoute('/search')({
  validateSearch: searchParamsSchema,
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const location = useLocation();
  return (
    <SearchPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      // decision D6 asks for a sign-in menu; until the shell offers one, the login page brings the driver back here.
      onSignInRequired={() => void navigate({ to: '/login', search: { redirect: location.href } })}
    />
  );
}
