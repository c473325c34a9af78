import {
  type CarpoolingResult,
  categoriesQueryOptions,
  currentUserQueryOptions,
  rentalLabelsQueryOptions,
  type SearchResult,
  type Station,
  stationsQueryOptions,
  useApiClient,
  useSessionKind,
  useTenant,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import {
  emptySearchMessageKey,
  guestMenuEntries,
  pagePath,
  preDiscountPrice,
  resolveBookAction,
  SEARCH_DEFAULTS,
  searchFormFields,
} from '@frontoffice/domain';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FilterChips } from '../components/FilterChips/FilterChips.tsx';
import { ResultsList } from '../components/ResultsList/ResultsList.tsx';
import { SearchErrorNotice } from '../components/SearchErrors/SearchErrorNotice.tsx';
import { SearchFailure } from '../components/SearchErrors/SearchFailure.tsx';
import { SignInMenu } from '../components/SignInMenu/SignInMenu.tsx';
import { LazySearchMap } from '../map/LazySearchMap.tsx';
import { SearchMapArea } from '../map/SearchMapArea.tsx';
import { useDriverPosition } from '../map/useDriverPosition.ts';
import { initialDraft, type ProposedDates } from '../search/draft.ts';
import { createGeocoder, type GeocoderOption } from '../search/geocoding.ts';
import { searchErrorDisplay, searchMessageId } from '../search/searchErrors.ts';
import { compactParams, criteriaOf, type SearchCriteria, type SearchParams } from '../search/searchParams.ts';
import {
  LazyBookingConfirmation,
  LazyBookingReview,
  LazySearchForm,
  LazyVehicleDetails,
  loadBookingConfirmation,
  loadBookingReview,
  loadVehicleDetails,
} from './lazyViews.ts';
import { useSearchQueries } from './useSearchQueries.ts';
import { useStation } from '../api/useStation.ts';
import { detailMap, mapArea, page, panel, resultsArea as resultsAreaClass, subPage, title } from './SearchPage.css.ts';

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

/** The identity of some criteria, whatever the order of their keys (the URL's parse and the form's draft differ). */
function criteriaKey(criteria: SearchCriteria): string {
  return JSON.stringify(Object.entries(criteria).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Until the stations arrive: one empty list, so that the fields see the same value on every render. */
const NO_STATIONS: readonly Station[] = [];

/**
 * The search view (spec §2) and its sub-views, driven by the URL: `view` is map (form, chips, results and the station
 * map), vehicle, booking (the review) or confirmation (spec §4 flow).
 */
export function SearchPage({
  search,
  onSearchChange,
  onSignIn,
  onSignupRequired,
  geocoder,
  mapStyleUrl,
  now = systemClock,
}: SearchPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const notifier = useNotifier();
  const navigate = useNavigate();
  const router = useRouter();
  // `href` rather than `to`: this package does not know the app's route tree, whose types only accept its own paths.
  const goToSignup = onSignupRequired ?? (() => void navigate({ href: pagePath('signup') }));
  const tenant = useTenant();
  const session = useSessionKind();
  // The tenant's switches are read by the domain alone (house style): which lists the form needs, which searches run.
  const fields = searchFormFields(tenant);
  const stations = useQuery(stationsQueryOptions(client));
  const categories = useQuery({ ...categoriesQueryOptions(client), enabled: fields.categories });
  const rentalLabels = useQuery({ ...rentalLabelsQueryOptions(client), enabled: fields.rentalLabel });
  const provider = useMemo(() => createGeocoder(geocoder, client), [geocoder, client]);
  const stationList = stations.data ?? NO_STATIONS;
  // decision D33: asked for only when the driver presses "locate me"; the form then lists the nearest stations first.
  const driver = useDriverPosition();
  const categoryList = categories.data ?? [];

  // The form edits a draft; the URL holds the submitted search. Back/forward (a new URL) resets the draft.
  const criteria = criteriaOf(search);
  const urlKey = criteriaKey(criteria);
  // decision D39: the dates of the last search the form sent with its defaults, which keep following the clock.
  const [proposed, setProposed] = useState<ProposedDates>({});
  const [draft, setDraft] = useState(() => initialDraft(criteria));
  const [draftSource, setDraftSource] = useState(urlKey);
  const [resetKey, setResetKey] = useState(0);
  // decision D6: the guest's sign-in menu, opened by the booking start (spec §4).
  const [signInOpen, setSignInOpen] = useState(false);
  // After a submit, the answer (results or error) is brought into view and focused once it is there: on a phone it
  // sits below the whole form, and a keyboard or screen reader user continues from it.
  const resultsArea = useRef<HTMLDivElement>(null);
  const [revealFor, setRevealFor] = useState<string | null>(null);
  if (draftSource !== urlKey) {
    setDraftSource(urlKey);
    setDraft(initialDraft(criteria, proposed));
    setResetKey((key) => key + 1);
  }

  const { state, vehicle: vehicleRequest, carpooling: carpoolingRequest, vehicles, carpoolings, resend } =
    useSearchQueries(search, tenant);

  const errorDisplay = vehicles.error ? searchErrorDisplay(vehicles.error) : null;
  const settled = !vehicles.isFetching && (vehicles.data !== undefined || vehicles.error !== null);
  useEffect(() => {
    if (revealFor === null || revealFor !== urlKey || !settled) return;
    setRevealFor(null);
    resultsArea.current?.scrollIntoView({ block: 'start' });
    resultsArea.current?.focus({ preventScroll: true });
  }, [revealFor, urlKey, settled]);
  useEffect(() => {
    // decision D23: the errors without a search message go to the app's generic handler, once per failure.
    if (vehicles.error && searchErrorDisplay(vehicles.error).kind === 'generic') notifier.error(vehicles.error);
  }, [vehicles.error, notifier]);
  useEffect(() => {
    // A failed carpooling search leaves the vehicle results usable; the handler tells why the offers are missing.
    if (carpoolings.error) notifier.error(carpoolings.error);
  }, [carpoolings.error, notifier]);

  const go = (next: SearchParams, options?: SearchNavigateOptions) => Promise.resolve(onSearchChange(compactParams(next), options));
  // Whether the review on screen was opened from the vehicle view of this history (its entry is just behind).
  const reviewFromVehicle = useRef(false);
  useEffect(() => {
    if (search.view !== 'booking' && search.view !== 'vehicle') reviewFromVehicle.current = false;
  }, [search.view]);
  const chooseStation = (key: 'station' | 'endStation') => (station: Station) => {
    setDraft((current) => ({ ...current, [key]: station.id }));
    setResetKey((k) => k + 1);
  };

  // The sub-views read the selected result from the search's answer (cached for the same URL).
  const result: SearchResult | undefined =
    search.vehicleId === undefined || search.carpoolingId !== undefined
      ? undefined
      : vehicles.data?.results.find((r) => r.vehicle.id === search.vehicleId);
  const carpooling: CarpoolingResult | undefined =
    search.carpoolingId === undefined ? undefined : carpoolings.data?.find((c) => c.id === search.carpoolingId);
  const selectedVehicleId = search.vehicleId ?? carpooling?.vehicle_id;
  const vehicle = useQuery({
    ...vehicleQueryOptions(client, selectedVehicleId ?? 0),
    // issue 17: the search's answer holds the vehicle (a carpooling offer's too, when the server sends it).
    enabled:
      selectedVehicleId !== undefined &&
      search.view !== undefined &&
      search.view !== 'map' &&
      result === undefined &&
      carpooling?.vehicle === undefined,
  });
  const shownVehicle = result?.vehicle ?? carpooling?.vehicle ?? vehicle.data;
  const carpoolingStation = useStation(carpooling?.start_station_id);
  const startStation = result?.station ?? carpoolingStation;
  const endStation = useStation(fields.endStation && search.endStation !== search.station ? search.endStation : undefined);
  const member = session === 'member';
  const account = useQuery({ ...currentUserQueryOptions(client), enabled: member && search.view === 'vehicle' });

  const hasResults = (vehicles.data?.results.length ?? 0) > 0 || (carpoolings.data?.length ?? 0) > 0;
  useEffect(() => {
    // The next sub-view's chunk is fetched while the driver reads the current one (spec §4 flow order).
    if (search.view === 'booking') void loadBookingConfirmation();
    else if (search.view === 'vehicle') void loadBookingReview();
    else if (hasResults) void loadVehicleDetails();
  }, [search.view, hasResults]);

  const stationMap = (station: Station | undefined) =>
    station ? (
      <div className={detailMap}>
        <LazySearchMap
          stations={[station]}
          styleUrl={mapStyleUrl}
          focus={{ latitude: station.latitude, longitude: station.longitude, zoom: 17 }}
          oneWay={false}
        />
      </div>
    ) : null;

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
              onNewSearch={() => go({})}
            />
          </Suspense>
        </div>
      </div>
    );
  }

  if ((search.view === 'vehicle' || search.view === 'booking') && selectedVehicleId !== undefined && search.start && search.end) {
    // spec §4: discarding returns to the vehicle view. When the review was opened from it, that is the entry behind
    // (with the choices made there): going back to it, rather than pushing a copy, leaves no old review in the
    // history for Back to reopen once a booking is confirmed (issue 17). A review opened from a link is replaced.
    const toVehicle = () => {
      if (reviewFromVehicle.current) {
        reviewFromVehicle.current = false;
        router.history.back();
      } else void go({ ...search, view: 'vehicle' }, { replace: true });
    };
    return (
      <div className={subPage}>
        <div className={panel}>
          <Suspense fallback={<Skeleton lines={6} />}>
            {search.view === 'vehicle' ? (
              <LazyVehicleDetails
                tenant={tenant}
                vehicle={shownVehicle}
                categories={categoryList}
                station={startStation}
                endStation={endStation}
                start={carpooling?.reservation_start_time ?? search.start}
                end={carpooling?.reservation_end_time ?? search.end}
                price={result?.price}
                preDiscountPrice={result && preDiscountPrice(result) ? result.prediscount_price : null}
                joiningCarpooling={search.carpoolingId !== undefined}
                initialChoices={{ carpooling: search.carpool, carpoolingDestination: search.carpoolDest }}
                map={stationMap(startStation)}
                isBookPending={member && account.isPending}
              // A vehicle (not a carpooling) missing from the search's answer cannot be booked for these dates.
              isUnavailable={search.carpoolingId === undefined && vehicles.data !== undefined && result === undefined}
                // spec §4: closing the vehicle view resets the selection and returns to the map.
                onClose={() => go({ ...search, view: 'map', vehicleId: undefined, carpoolingId: undefined, carpool: undefined, carpoolDest: undefined })}
                onBook={(choices) => {
                  // spec §4 booking start, up to the review: guests sign in, unfinished accounts go to signup.
                  const action = resolveBookAction({
                    session: member ? 'member' : 'guest',
                    account: { isLoaded: account.isSuccess, serverStep: account.data?.workflow_next_step },
                    joiningCarpooling: search.carpoolingId !== undefined,
                    tenant,
                    vehicle: shownVehicle,
                  });
                  if (action === 'open-sign-in') setSignInOpen(true);
                  else if (action === 'go-to-signup') goToSignup();
                  else if (action !== 'wait') {
                    // The choices are written into the vehicle view's own entry first, so that Back and Discard find
                    // them as the driver left them: an unticked box stays unticked on a default_enabled tenant.
                    const chosen = { ...search, carpool: choices.carpooling, carpoolDest: choices.carpoolingDestination };
                    void go(chosen, { replace: true }).then(() => {
                      reviewFromVehicle.current = true;
                      return go({ ...chosen, view: 'booking' });
                    });
                  }
                }}
              />
            ) : (
              <LazyBookingReview
                tenant={tenant}
                vehicle={shownVehicle}
                station={startStation}
                endStation={endStation}
                params={carpooling ? { ...search, start: carpooling.reservation_start_time, end: carpooling.reservation_end_time } : search}
                carpoolingId={search.carpoolingId}
                destinationId={result?.destination?.id}
                map={stationMap(startStation)}
                onDiscard={toVehicle}
                onBackToResults={() => {
                  // issue 17: the vehicle was taken since the search; its answer is out of date, the driver asks again.
                  resend(search);
                  go({ ...search, view: 'map', vehicleId: undefined, carpoolingId: undefined, carpool: undefined, carpoolDest: undefined });
                }}
                onSignInRequired={() => setSignInOpen(true)}
                onSignupRequired={goToSignup}
                // spec §4: creating a rental or joining resets the search; the review is replaced so that Back cannot
                // confirm it again.
                onBooked={(rental) =>
                  go({ view: 'confirmation', rentalId: rental.id, carpoolingId: search.carpoolingId }, { replace: true })
                }
              />
            )}
          </Suspense>
          <SignInMenu
            isOpen={signInOpen}
            onOpenChange={setSignInOpen}
            // decision D6: sign-up is offered as in the guest menu (when registration is on).
            canSignUp={guestMenuEntries(tenant).includes('signup')}
            onSignIn={() => {
              setSignInOpen(false);
              onSignIn();
            }}
            onSignUp={() => {
              setSignInOpen(false);
              goToSignup();
            }}
          />
        </div>
      </div>
    );
  }

  const empty =
    vehicles.data !== undefined &&
    vehicles.data.total === 0 &&
    (carpoolingRequest === null || (carpoolings.data !== undefined && carpoolings.data.length === 0));
  const limit = vehicleRequest?.limit ?? SEARCH_DEFAULTS.limit;

  return (
    <div className={page}>
      <div className={panel}>
        <h1 className={title}>{intl.formatMessage({ id: 'search.SearchPage.title' })}</h1>
        <FilterChips params={search} categories={categoryList} onChange={(next) => go(next)} />
        <Suspense fallback={<Skeleton lines={8} height="2.5rem" />}>
          <LazySearchForm
            tenant={tenant}
            draft={draft}
            onDraftChange={setDraft}
            onSubmit={(params, defaults) => {
              setProposed(defaults);
              setRevealFor(criteriaKey(criteriaOf(params)));
              // issue 12: a submit always sends its search, even with the criteria already on screen.
              resend(params);
              go(params);
            }}
            geocoder={provider}
            stations={stationList}
            position={driver.position}
            categories={categoryList}
            rentalLabels={rentalLabels.data ?? []}
            now={now}
            isProcessing={vehicles.isFetching}
            resetKey={resetKey}
          />
        </Suspense>
        <div ref={resultsArea} tabIndex={-1} className={resultsAreaClass}>
          {errorDisplay && (
            <SearchFailure display={errorDisplay} onRetry={() => resend(search)} isRetrying={vehicles.isFetching} />
          )}
          {empty && (
            // spec §8: an empty result shows as an error, in-category when categories were chosen.
            <SearchErrorNotice messages={[{ kind: 'message', id: searchMessageId(emptySearchMessageKey(state)) }]} />
          )}
          {vehicleRequest && vehicles.isPending && <Skeleton lines={4} />}
          {vehicles.data && !empty && state.startTime && state.endTime && (
            <ResultsList
              tenant={tenant}
              results={vehicles.data.results}
              total={vehicles.data.total}
              page={vehicleRequest?.page ?? 1}
              limit={limit}
              carpoolings={carpoolings.data ?? []}
              categories={categoryList}
              requested={{ start: state.startTime, end: state.endTime }}
              onSelectVehicle={(r) => go({ ...search, view: 'vehicle', vehicleId: r.vehicle.id, carpoolingId: undefined })}
              onSelectCarpooling={(c) => go({ ...search, view: 'vehicle', vehicleId: c.vehicle_id, carpoolingId: c.id })}
              onPageChange={(next) => {
                go({ ...search, page: next });
                // spec §9: the page scrolls to the top on change.
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </div>
      </div>
      <div className={mapArea}>
        <SearchMapArea
          stations={stationList}
          driver={driver}
          listsNearest={fields.startStation}
          styleUrl={mapStyleUrl}
          oneWay={fields.endStation}
          selectedStationId={draft.station}
          markers={search.markers}
          onChooseStart={fields.startStation ? chooseStation('station') : undefined}
          onChooseEnd={chooseStation('endStation')}
        />
      </div>
    </div>
  );
}

