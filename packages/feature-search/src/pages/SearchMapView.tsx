import type { Category, RentalLabel, Station, Tenant } from '@frontoffice/api-client';
import { emptySearchMessageKey, SEARCH_DEFAULTS, searchFormFields } from '@frontoffice/domain';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import type { DateTime } from 'luxon';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FilterChips } from '../components/FilterChips/FilterChips.tsx';
import { SearchErrorNotice } from '../components/SearchErrors/SearchErrorNotice.tsx';
import { SearchFailure } from '../components/SearchErrors/SearchFailure.tsx';
import { StationsFailure, type StationsFailureProps } from '../components/SearchErrors/StationsFailure.tsx';
import { SearchMapArea, type SearchMapAreaProps } from '../map/SearchMapArea.tsx';
import type { DriverPosition } from '../map/useDriverPosition.ts';
import type { GeocodingProvider } from '../search/geocoding.ts';
import { searchErrorDisplay, searchMessageId } from '../search/searchErrors.ts';
import { criteriaOf, type SearchParams } from '../search/searchParams.ts';
import { LazyResultsList, LazySearchForm, loadResultsList } from './lazyViews.ts';
import { page, panel, title } from '../outline/searchLayout.css.ts';
import { searchTitle } from '../outline/SearchPageOutline.tsx';
import { mapArea, resultsArea as resultsAreaClass } from './SearchPage.css.ts';
import { createShownSignal, Shown, type ShownSignal, useShown } from './Shown.tsx';
import type { Go } from './useBookingFlow.ts';
import { criteriaKey, type SearchDraft } from './useSearchDraft.ts';
import type { SearchResults } from './useSearchResults.ts';

/** Props of {@link SearchMapView}. */
export interface SearchMapViewProps {
  search: SearchParams;
  tenant: Tenant;
  go: Go;
  draft: SearchDraft;
  results: SearchResults;
  stations: readonly Station[];
  /** Set when the station list could not be loaded: the page says so and offers to ask again. */
  stationsFailure?: StationsFailureProps;
  categories: readonly Category[];
  rentalLabels: readonly RentalLabel[];
  geocoder: GeocodingProvider;
  driver: DriverPosition;
  mapStyleUrl?: string;
  now: () => DateTime;
}

/**
 * The search view's map view (spec §2): title, filter chips, the form, the answer (errors, empty result, results)
 * and the map. On a phone the form comes first, then the map, then the answer; the map loads after the form has been
 * drawn and once its place nears the viewport (issue 18: the map's code is most of what the page would load). After a submit the answer is brought into view and focused once it is there: on a phone it sits below
 * the whole form, and a keyboard or screen reader user continues from it.
 */
export function SearchMapView({ search, tenant, go, draft, results, stations, stationsFailure, categories, rentalLabels, geocoder, driver, mapStyleUrl, now }: SearchMapViewProps) {
  const intl = useIntl();
  const fields = searchFormFields(tenant);
  const { state, vehicle: request, vehicles, carpoolings, resend, empty } = results;
  const answer = useRef<HTMLDivElement>(null);
  const [revealFor, setRevealFor] = useState<string | null>(null);
  const settled = !vehicles.isFetching && (vehicles.data !== undefined || vehicles.error !== null);
  useEffect(() => {
    if (revealFor === null || revealFor !== draft.urlKey || !settled) return;
    setRevealFor(null);
    answer.current?.scrollIntoView({ block: 'start' });
    answer.current?.focus({ preventScroll: true });
  }, [revealFor, draft.urlKey, settled]);
  const errorDisplay = vehicles.error ? searchErrorDisplay(vehicles.error) : null;
  // issue 18: the map's code is requested once the form has been drawn (and its place is near the viewport). Told
  // through a signal that only the map's area reads: this view and its form are not drawn again for it.
  const [formShown] = useState(createShownSignal);
  // The results' chunk is fetched with the search's request, not after its answer.
  useEffect(() => {
    if (request) loadResultsList().catch(() => undefined);
  }, [request]);

  return (
    <div className={page}>
      <div className={panel}>
        <h1 className={title}>{intl.formatMessage(searchTitle)}</h1>
        {stationsFailure && <StationsFailure {...stationsFailure} />}
        <FilterChips
          params={search}
          categories={categories}
          onChange={(next, emptied) => {
            // The last chip removed (it had the focus), the new search's answer is brought into view and focused, as
            // after a submit.
            if (emptied) setRevealFor(criteriaKey(criteriaOf(next)));
            void go(next);
          }}
        />
        <Suspense fallback={<Skeleton lines={8} height="2.5rem" />}>
          <LazySearchForm
            tenant={tenant}
            draft={draft.draft}
            onDraftChange={draft.setDraft}
            onSubmit={(params, defaults) => {
              draft.setProposed(defaults);
              setRevealFor(criteriaKey(criteriaOf(params)));
              // issue 12: a submit always sends its search, even with the criteria already on screen.
              resend(params);
              void go(params);
            }}
            geocoder={geocoder}
            stations={stations}
            position={driver.position}
            categories={categories}
            rentalLabels={rentalLabels}
            now={now}
            isProcessing={vehicles.isFetching}
            resetKey={draft.resetKey}
          />
          <Shown signal={formShown} />
        </Suspense>
      </div>
      <div className={mapArea}>
        <SearchMapAreaAfter
          after={formShown}
          stations={stations}
          driver={driver}
          listsNearest={fields.startStation}
          styleUrl={mapStyleUrl}
          oneWay={fields.endStation}
          selectedStationId={draft.draft.station}
          markers={search.markers}
          onChooseStart={fields.startStation ? draft.chooseStation('station') : undefined}
          onChooseEnd={draft.chooseStation('endStation')}
        />
      </div>
      <div ref={answer} tabIndex={-1} className={resultsAreaClass}>
        {errorDisplay && <SearchFailure display={errorDisplay} onRetry={() => resend(search)} isRetrying={vehicles.isFetching} />}
        {empty && (
          // spec §8: an empty result shows as an error, in-category when categories were chosen.
          <SearchErrorNotice messages={[{ kind: 'message', id: searchMessageId(emptySearchMessageKey(state)) }]} />
        )}
        {request && vehicles.isPending && <Skeleton lines={4} />}
        {vehicles.data && !empty && state.startTime && state.endTime && (
          <Suspense fallback={<Skeleton lines={4} />}>
            <LazyResultsList
              tenant={tenant}
              results={vehicles.data.results}
              total={vehicles.data.total}
              page={request?.page ?? SEARCH_DEFAULTS.page}
              limit={request?.limit ?? SEARCH_DEFAULTS.limit}
              carpoolings={carpoolings.data ?? []}
              categories={categories}
              requested={{ start: state.startTime, end: state.endTime }}
              onSelectVehicle={(r) => void go({ ...search, view: 'vehicle', vehicleId: r.vehicle.id, carpoolingId: undefined })}
              onSelectCarpooling={(c) => void go({ ...search, view: 'vehicle', vehicleId: c.vehicle_id, carpoolingId: c.id })}
              onPageChange={(next) => {
                void go({ ...search, page: next });
                // spec §9: the page scrolls to the top on change.
                window.scrollTo({ top: 0 });
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** The map's area, told when the page's own content has been drawn (`after`), without its parent drawn again. */
function SearchMapAreaAfter({ after, ...props }: Omit<SearchMapAreaProps, 'contentShown'> & { after: ShownSignal }) {
  return <SearchMapArea {...props} contentShown={useShown(after)} />;
}
