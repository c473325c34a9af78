import type { Category, Tenant } from '@frontoffice/api-client';
import { guestMenuEntries, preDiscountPrice } from '@frontoffice/domain';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import type { DateTime } from 'luxon';
import { Suspense } from 'react';
import { SignInMenu } from '../components/SignInMenu/SignInMenu.tsx';
import type { SearchParams } from '../search/searchParams.ts';
import { LazyBookingReview, LazyVehicleDetails } from './lazyViews.ts';
import { panel } from '../outline/searchLayout.css.ts';
import { subPage } from './SearchPage.css.ts';
import type { useBookingFlow } from './useBookingFlow.ts';
import type { SearchResults } from './useSearchResults.ts';

/** Props of {@link SelectedVehicleView}. */
export interface SelectedVehicleViewProps {
  search: SearchParams & { start: string; end: string };
  tenant: Tenant;
  categories: readonly Category[];
  selection: SearchResults['selection'];
  flow: ReturnType<typeof useBookingFlow>;
  mapStyleUrl?: string;
  /** A guest chose "log in" in the sign-in menu (decision D6). */
  onSignIn: () => void;
  /** Where a member whose registration is not finished goes (spec §4). */
  goToSignup: () => void;
  /** The current instant (the page's clock). */
  now: () => DateTime;
}

/**
 * The vehicle view and the booking review (spec §2, §4) of the selected result or carpooling offer, with the guest's
 * sign-in menu (decision D6). A carpooling offer shows its own dates.
 */
export function SelectedVehicleView({ search, tenant, categories, selection, flow, mapStyleUrl, onSignIn, goToSignup, now }: SelectedVehicleViewProps) {
  const { result, carpooling, vehicle, startStation, endStation } = selection;
  const start = carpooling?.reservation_start_time ?? search.start;
  const end = carpooling?.reservation_end_time ?? search.end;
  return (
    <div className={subPage}>
      <div className={panel}>
        <Suspense fallback={<Skeleton lines={6} />}>
          {search.view === 'vehicle' ? (
            <LazyVehicleDetails
              tenant={tenant}
              vehicle={vehicle}
              categories={categories}
              station={startStation}
              endStation={endStation}
              start={start}
              end={end}
              price={result?.price}
              preDiscountPrice={result && preDiscountPrice(result) ? result.prediscount_price : null}
              joiningCarpooling={search.carpoolingId !== undefined}
              initialChoices={{ carpooling: search.carpool, carpoolingDestination: search.carpoolDest }}
              mapStyleUrl={mapStyleUrl}
              isBookPending={flow.isBookPending}
              isUnavailable={selection.isUnavailable}
              onClose={flow.close}
              onBook={flow.book}
            />
          ) : (
            <LazyBookingReview
              tenant={tenant}
              vehicle={vehicle}
              station={startStation}
              endStation={endStation}
              params={{ ...search, start, end }}
              carpoolingId={search.carpoolingId}
              destinationId={result?.destination?.id}
              mapStyleUrl={mapStyleUrl}
              onDiscard={flow.discard}
              onBackToResults={flow.backToResults}
              onSignInRequired={() => flow.setSignInOpen(true)}
              onSignupRequired={goToSignup}
              onBooked={flow.booked}
              now={now}
            />
          )}
        </Suspense>
        <SignInMenu
          isOpen={flow.signInOpen}
          onOpenChange={flow.setSignInOpen}
          // decision D6: sign-up is offered as in the guest menu (when registration is on).
          canSignUp={guestMenuEntries(tenant).includes('signup')}
          onSignIn={() => {
            flow.setSignInOpen(false);
            onSignIn();
          }}
          onSignUp={() => {
            flow.setSignInOpen(false);
            goToSignup();
          }}
        />
      </div>
    </div>
  );
}
