import { currentUserQueryOptions, type Rental, type Tenant, useApiClient, useSessionKind, type Vehicle } from '@frontoffice/api-client';
import { resolveBookAction } from '@frontoffice/domain';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { VehicleChoices } from '../components/VehicleDetails/VehicleDetails.tsx';
import type { SearchParams } from '../search/searchParams.ts';

/** How the flow moves: to new parameters, pushing a history entry or replacing the current one. */
export type Go = (next: SearchParams, options?: { replace?: boolean }) => Promise<unknown>;

/** What the flow needs from the page. */
export interface BookingFlowOptions {
  search: SearchParams;
  tenant: Tenant;
  /** The vehicle shown, once known (the privacy consent depends on it, spec §4). */
  vehicle: Vehicle | undefined;
  go: Go;
  /** Sends the URL's search again (its answer is out of date). */
  resend: (params: SearchParams) => void;
  /** Where a member whose registration is not finished goes (spec §4). */
  goToSignup: () => void;
}

/** The selection cleared: back to the map and its results (spec §4). */
const unselected = (search: SearchParams): SearchParams => ({
  ...search,
  view: 'map',
  vehicleId: undefined,
  carpoolingId: undefined,
  carpool: undefined,
  carpoolDest: undefined,
});

/**
 * The booking flow of spec §4 from the vehicle view to the confirmation (booking hook, issue 17): the booking start up
 * to the review (guests get the sign-in menu, decision D6; unfinished accounts go to signup), Discard, Close, the
 * results asked again when the vehicle was taken, and the confirmation. Its history stays the driver's: the vehicle
 * view's choices are written into its own entry before the review opens, Discard goes back to that entry instead of
 * pushing a copy, and the confirmation replaces the review, so that Back never reopens a review (issue 17).
 */
export function useBookingFlow({ search, tenant, vehicle, go, resend, goToSignup }: BookingFlowOptions) {
  const client = useApiClient();
  const router = useRouter();
  const member = useSessionKind() === 'member';
  const account = useQuery({ ...currentUserQueryOptions(client), enabled: member && search.view === 'vehicle' });
  const [signInOpen, setSignInOpen] = useState(false);
  // Whether the review on screen was opened from the vehicle view of this history (its entry is just behind).
  const reviewFromVehicle = useRef(false);
  useEffect(() => {
    if (search.view !== 'booking' && search.view !== 'vehicle') reviewFromVehicle.current = false;
  }, [search.view]);

  const book = (choices: VehicleChoices) => {
    const action = resolveBookAction({
      session: member ? 'member' : 'guest',
      account: { isLoaded: account.isSuccess, serverStep: account.data?.workflow_next_step },
      joiningCarpooling: search.carpoolingId !== undefined,
      tenant,
      vehicle,
    });
    if (action === 'open-sign-in') setSignInOpen(true);
    else if (action === 'go-to-signup') goToSignup();
    else if (action !== 'wait') {
      // An unticked box stays unticked on a default_enabled tenant when the driver comes back.
      const chosen = { ...search, carpool: choices.carpooling, carpoolDest: choices.carpoolingDestination };
      void go(chosen, { replace: true }).then(() => {
        reviewFromVehicle.current = true;
        return go({ ...chosen, view: 'booking' });
      });
    }
  };

  return {
    signInOpen,
    setSignInOpen,
    /** The booking start is resolving (the account is loading). */
    isBookPending: member && account.isPending,
    book,
    /** spec §4: discarding the booking returns to the vehicle view. */
    discard: () => {
      if (reviewFromVehicle.current) {
        reviewFromVehicle.current = false;
        router.history.back();
      } else void go({ ...search, view: 'vehicle' }, { replace: true });
    },
    /** spec §4: closing the vehicle view resets the selection and returns to the map. */
    close: () => void go(unselected(search)),
    /** issue 17: the vehicle was taken since the search; its answer is out of date, the driver asks again. */
    backToResults: () => {
      resend(search);
      void go(unselected(search));
    },
    /** spec §4: creating a rental or joining resets the search; the review is replaced, Back cannot confirm it again. */
    booked: (rental: Rental) => void go({ view: 'confirmation', rentalId: rental.id, carpoolingId: search.carpoolingId }, { replace: true }),
  };
}
