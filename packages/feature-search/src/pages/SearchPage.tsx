import {
  categoriesQueryOptions,
  rentalLabelsQueryOptions,
  type Station,
  stationsQueryOptions,
  useApiClient,
  useTenant,
} from '@frontoffice/api-client';
import { pagePath, searchFormFields } from '@frontoffice/domain';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { Suspense, useMemo } from 'react';
import { useDriverPosition } from '../map/useDriverPosition.ts';
import { createGeocoder, type GeocoderOption } from '../search/geocoding.ts';
import { compactParams, type SearchParams } from '../search/searchParams.ts';
import { LazyBookingConfirmation } from './lazyViews.ts';
import { panel } from '../outline/searchLayout.css.ts';
import { subPage } from './SearchPage.css.ts';
import { SearchMapView } from './SearchMapView.tsx';
import { SelectedVehicleView } from './SelectedVehicleView.tsx';
import { type Go, useBookingFlow } from './useBookingFlow.ts';
import { useSearchDraft } from './useSearchDraft.ts';
import { useSearchResults } from './useSearchResults.ts';

/** How the page changes the URL. */
export interface SearchNavigateOptions {
  /** Replace the current history entry instead of adding one (the confirmation replaces the review). */
  replace?: boolean;
}

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  /** The validated search parameters of the URL (`searchParamsSchema`). */
  search: SearchParams;
  /**
   * Navigates to new search parameters (the route returns `navigate({ search })`, whose promise the page awaits when it
   * changes two history entries in a row).
   */
  onSearchChange: (search: SearchParams, options?: SearchNavigateOptions) => void | Promise<unknown>;
  /**
   * A guest chose "log in" in the sign-in menu that booking opens (spec §4, decision D6): the app goes to its login
   * page and brings the driver back to this URL, the vehicle they were booking.
   */
  onSignIn: () => void;
  /**
   * A member whose registration is not finished pressed book (spec §4).
   * @default navigates to `/signup`
   */
  onSignupRequired?: () => void;
  /**
   * Where address suggestions come from (`config.json`'s `geocoder`).
   * @default { type: 'api' }
   */
  geocoder?: GeocoderOption;
  /**
   * A map style URL (tenant or `config.json`); the bundled offline style otherwise.
   */
  mapStyleUrl?: string;
  /**
   * The clock.
   * @default () => DateTime.now()
   */
  now?: () => DateTime;
}

const systemClock = () => DateTime.now();

/** Until the stations arrive: one empty list, so that the fields see the same value on every render. */
const NO_STATIONS: readonly Station[] = [];

/**
 * The search view (spec §2) and its sub-views, driven by the URL: `view` is map (form, chips, results and the station
 * map), vehicle, booking (the review) or confirmation (spec §4 flow). The parts: the form's draft
 * (`useSearchDraft`), the answers and the selection (`useSearchResults`), the booking flow (`useBookingFlow`), the
 * driver's position asked for on demand (`useDriverPosition`, decision D33), and one component per view.
 */
export function SearchPage({ search, onSearchChange, onSignIn, onSignupRequired, geocoder, mapStyleUrl, now = systemClock }: SearchPageProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  // `href` rather than `to`: this package does not know the app's route tree, whose types only accept its own paths.
  const goToSignup = onSignupRequired ?? (() => void navigate({ href: pagePath('signup') }));
  const tenant = useTenant();
  // The tenant's switches are read by the domain alone (house style): which lists the form needs, which searches run.
  const fields = searchFormFields(tenant);
  const stations = useQuery(stationsQueryOptions(client));
  const categories = useQuery({ ...categoriesQueryOptions(client), enabled: fields.categories });
  const rentalLabels = useQuery({ ...rentalLabelsQueryOptions(client), enabled: fields.rentalLabel });
  const provider = useMemo(() => createGeocoder(geocoder, client), [geocoder, client]);
  const driver = useDriverPosition();
  const draft = useSearchDraft(search);
  const results = useSearchResults(search, tenant);
  const go: Go = (next, options) => Promise.resolve(onSearchChange(compactParams(next), options));
  const flow = useBookingFlow({ search, tenant, vehicle: results.selection.vehicle, go, resend: results.resend, goToSignup });
  const categoryList = categories.data ?? [];

  if (search.view === 'confirmation' && search.rentalId !== undefined) {
    return (
      <div className={subPage}>
        <div className={panel}>
          <Suspense fallback={<Skeleton lines={6} />}>
            <LazyBookingConfirmation
              tenant={tenant}
              rentalId={search.rentalId}
              joinedCarpooling={search.carpoolingId !== undefined}
              // spec §4: leaving the confirmation resets the search.
              onNewSearch={() => void go({})}
            />
          </Suspense>
        </div>
      </div>
    );
  }

  const { start, end } = search;
  if ((search.view === 'vehicle' || search.view === 'booking') && results.selection.vehicleId !== undefined && start && end) {
    return (
      <SelectedVehicleView
        search={{ ...search, start, end }}
        tenant={tenant}
        categories={categoryList}
        selection={results.selection}
        flow={flow}
        mapStyleUrl={mapStyleUrl}
        onSignIn={onSignIn}
        goToSignup={goToSignup}
        now={now}
      />
    );
  }

  return (
    <SearchMapView
      search={search}
      tenant={tenant}
      go={go}
      draft={draft}
      results={results}
      stations={stations.data ?? NO_STATIONS}
      stationsFailure={stations.isError && !stations.data ? { onRetry: () => void stations.refetch(), isRetrying: stations.isFetching } : undefined}
      categories={categoryList}
      rentalLabels={rentalLabels.data ?? []}
      geocoder={provider}
      driver={driver}
      mapStyleUrl={mapStyleUrl}
      now={now}
    />
  );
}
