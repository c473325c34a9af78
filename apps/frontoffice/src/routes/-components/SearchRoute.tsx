import { parseSearchParams, SearchPage } from '@frontoffice/feature-search';
export { preloadSearchForm } from '@frontoffice/feature-search';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';

const route = getRouteApi('/search');

/** The search page of spec §2 under the router: its state in the URL (issue 8), its links through the router. */
export function SearchRoute() {
  const raw = route.useSearch();
  // The router keeps an unchanged search object (structural sharing), so the parse runs when the URL changes only.
  const search = useMemo(() => parseSearchParams(raw), [raw]);
  const { geocoder, mapStyleUrl } = route.useRouteContext({ select: ({ config }) => config });
  const navigate = route.useNavigate();
  const location = useLocation();
  return (
    <SearchPage
      search={search}
      onSearchChange={(next, options) => navigate({ search: next, replace: options?.replace })}
      // decision D6: "log in" in the sign-in menu; the login page brings the driver back to the vehicle (decision D2).
      onSignIn={() => void navigate({ to: '/login', search: { redirect: location.href } })}
      onSignupRequired={() => void navigate({ to: '/signup' })}
      // config.json: where address suggestions come from, and a real map style (the bundled offline one otherwise).
      geocoder={geocoder}
      mapStyleUrl={mapStyleUrl}
    />
  );
}
