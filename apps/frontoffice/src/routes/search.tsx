import { SearchPage } from '@frontoffice/feature-search';
import { searchParamsSchema } from '@frontoffice/feature-search/search-params';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// spec §2 /search. The search state lives in the URL (issue 8), validated by the feature's schema: its light module,
// since validateSearch stays in the entry chunk that /login pays for. No loader for the same reason (a loader is not
// split out of the entry chunk); the page fetches its lists itself.
// The access guard: open on public platforms, a validated driver on private ones (spec §2).
export const Route = createFileRoute('/search')({
  validateSearch: searchParamsSchema,
  beforeLoad: async ({ context, location }) => {
    await guard('protected', { context, location });
    await context.messages.ensure('feature-search');
  },
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
