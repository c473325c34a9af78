import { SearchPage } from '@frontoffice/feature-search';
import { searchParamsSchema } from '@frontoffice/feature-search/search-params';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 /search: open on public platforms, a validated driver on private ones. The search state lives in the URL
// (issue 8), validated by the feature's schema: the light module, since validateSearch stays in the entry chunk.
// No loader: a loader is not split out of the entry chunk, and its query imports would weigh on /login; the page
// fetches its lists itself.
export const Route = createFileRoute('/search')({
  validateSearch: searchParamsSchema,
  beforeLoad: ({ context, location }) => guard('protected', { context, location }),
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
