import {
  createRentalMutationOptions,
  currentUserQueryOptions,
  joinCarpoolingMutationOptions,
  mayHaveSucceeded,
  type Rental,
  type Station,
  type Tenant,
  useApiClient,
  userRentalsQueryOptions,
  useSessionKind,
  type Vehicle,
} from '@frontoffice/api-client';
import { resolveBookAction } from '@frontoffice/domain';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buildRentalCreate, findCreatedRental } from '../../search/booking.ts';
import { type InlineSearchError, isVehicleTaken, searchErrorDisplay } from '../../search/searchErrors.ts';
import type { SearchParams } from '../../search/searchParams.ts';

/** What the review books. */
export interface BookingInput {
  tenant: Tenant;
  vehicle: Vehicle | undefined;
  station: Station | undefined;
  /** The search, with the vehicle view's carpooling choices (`carpool`, `carpoolDest`). */
  params: SearchParams;
  /** The carpooling rental being joined, if any. */
  carpoolingId?: number;
  /** The search result's destination id (spec §7 destination_id). */
  destinationId?: number | null;
  /** The booking (or the joined carpooling) exists. */
  onBooked: (rental: Rental) => void;
  /** A guest confirms (spec §4, decision D6). */
  onSignInRequired: () => void;
  /** A member who may not book yet confirms (spec §4). */
  onSignupRequired: () => void;
}

/**
 * The confirm button's booking start (spec §4; booking hook, issue 17): sign-in, signup, join, privacy consent,
 * create. A confirmation is never sent twice: presses are ignored while one is under way, and a retry after an answer
 * that was lost (network, timeout, 5xx) first looks for the booking among the driver's upcoming ones. A vehicle taken
 * since the search (409) is said in place (`taken`); the search's own messages show in place, anything else goes to
 * the generic handler (spec §8). A press while the account is still loading shows the button working and books once
 * the account is known (issue 31): one press, one request.
 */
export function useBooking({ tenant, vehicle, station, params, carpoolingId, destinationId, onBooked, onSignInRequired, onSignupRequired }: BookingInput) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const session = useSessionKind();
  const account = useQuery({ ...currentUserQueryOptions(client), enabled: session === 'member' });
  const create = useMutation(createRentalMutationOptions(client, queryClient));
  const join = useMutation(joinCarpoolingMutationOptions(client, queryClient));
  const [consentOpen, setConsentOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [inlineErrors, setInlineErrors] = useState<InlineSearchError[]>([]);
  const [taken, setTaken] = useState(false);
  // spec §4: Confirm was pressed before the account (the server step) was known; it goes ahead once it is.
  const [waitingForAccount, setWaitingForAccount] = useState(false);
  // Refs, not state: two presses in the same frame both see the state of the previous render.
  const busy = useRef(false);
  const uncertain = useRef(false);

  const fail = (error: unknown) => {
    busy.current = false;
    setPending(false);
    uncertain.current = mayHaveSucceeded(error);
    if (isVehicleTaken(error)) return setTaken(true);
    const display = searchErrorDisplay(error);
    if (display.kind === 'inline') setInlineErrors(display.messages);
    // spec §8: booking failures go to the shared handler and processing stops.
    else notifier.error(error);
  };

  const run = async (send: () => Promise<Rental>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setInlineErrors([]);
    let rental: Rental;
    try {
      rental = await send();
    } catch (error) {
      fail(error);
      return;
    }
    // Stays busy: the page leaves for the confirmation.
    onBooked(rental);
  };

  const createRental = (geotracking: boolean) => {
    const user = account.data;
    if (!user || !station) return;
    const body = buildRentalCreate({
      tenant,
      params,
      vehicleId: vehicle?.id ?? params.vehicleId ?? 0,
      driverId: user.id,
      startStationId: station.id,
      destinationId,
      choices: { carpooling: params.carpool === true, carpoolingDestination: params.carpoolDest, geotracking },
    });
    void run(async () => {
      if (uncertain.current) {
        const upcoming = await queryClient.fetchQuery({
          ...userRentalsQueryOptions(client, { statuses: ['pending', 'prepared'], limit: 50 }),
          staleTime: 0,
        });
        const existing = findCreatedRental(upcoming.rentals, body);
        if (existing) return existing;
      }
      return create.mutateAsync(body);
    });
  };

  const confirm = () => {
    if (busy.current) return;
    const action = resolveBookAction({
      session,
      account: { isLoaded: account.isSuccess, serverStep: account.data?.workflow_next_step },
      joiningCarpooling: carpoolingId !== undefined,
      tenant,
      vehicle,
    });
    if (action === 'wait') {
      // issue 31: the press is kept, not dropped: the button shows it is working until the account is known.
      busy.current = true;
      setPending(true);
      // An account that could not be loaded is asked for again by this press, then the press goes on as below.
      if (account.isError) void account.refetch().finally(() => setWaitingForAccount(true));
      else setWaitingForAccount(true);
    } else if (action === 'open-sign-in') onSignInRequired();
    else if (action === 'go-to-signup') onSignupRequired();
    else if (action === 'join-carpooling' && carpoolingId !== undefined) void run(() => join.mutateAsync(carpoolingId));
    else if (action === 'ask-privacy-consent') setConsentOpen(true);
    else if (action === 'create-rental') createRental(false);
  };

  // The account is known: the kept press goes ahead (spec §4 booking start), once. A failure to load it stops there
  // and goes to the generic handler (spec §8).
  const resume = useEffectEvent(() => {
    setWaitingForAccount(false);
    busy.current = false;
    setPending(false);
    if (account.isError) notifier.error(account.error);
    else confirm();
  });
  const accountSettled = !account.isPending && !account.isFetching;
  useEffect(() => {
    if (waitingForAccount && accountSettled) resume();
  }, [waitingForAccount, accountSettled]);

  return {
    confirm,
    /** The signed-in driver's account (spec §7 `GET /user`, cached); undefined for a guest or while it loads. */
    account: account.data,
    pending,
    inlineErrors,
    taken,
    consent: {
      isOpen: consentOpen,
      onOpenChange: setConsentOpen,
      /** spec §4: accepting books with geotracking, refusing without. */
      answer: (geotracking: boolean) => {
        setConsentOpen(false);
        createRental(geotracking);
      },
    },
  };
}
