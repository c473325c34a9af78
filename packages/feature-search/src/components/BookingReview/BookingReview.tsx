import {
  createRentalMutationOptions,
  currentUserQueryOptions,
  joinCarpoolingMutationOptions,
  type Rental,
  type Station,
  type Tenant,
  useApiClient,
  userRentalsQueryOptions,
  useSessionKind,
  type Vehicle,
} from '@frontoffice/api-client';
import { formatDisplayDate, pagePath, resolveBookAction } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Link } from '@frontoffice/ui/Link';
import { Modal } from '@frontoffice/ui/Modal';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buildRentalCreate, findCreatedRental, mayHaveSucceeded } from '../../search/booking.ts';
import { type InlineSearchError, isVehicleTaken, searchErrorDisplay } from '../../search/searchErrors.ts';
import type { SearchParams } from '../../search/searchParams.ts';
import { SearchErrorNotice } from '../SearchErrors/SearchErrorNotice.tsx';
import { actions, header, heading, muted, panel, text, warning } from '../VehicleDetails/VehicleDetails.css.ts';
import { StationLines } from '../VehicleDetails/StationLines.tsx';

/** Where the rental terms are read (spec §2 account/help/cgu). */
/** Where the rental terms are (spec §2 booking review: a link to the rental terms). */
const RENTAL_TERMS_PATH = pagePath('help-cgu');

/** Props of {@link BookingReview}. */
export interface BookingReviewProps {
  tenant: Tenant;
  /** The vehicle; undefined while it loads. */
  vehicle: Vehicle | undefined;
  /** Where the rental starts. */
  station: Station | undefined;
  /** Where it ends, on a one-way search with another end station. */
  endStation?: Station;
  /** The search, with the vehicle view's carpooling choices (`carpool`, `carpoolDest`). */
  params: SearchParams;
  /** The carpooling rental being joined, if any. */
  carpoolingId?: number;
  /** The search result's destination id, sent with the booking (spec §7 destination_id). */
  destinationId?: number | null;
  /** The map of the station (spec §2), rendered by the page. */
  map?: ReactNode;
  /** Discard: back to the vehicle view (spec §4). */
  onDiscard: () => void;
  /**
   * The vehicle was taken since the search (issue 17): the driver asks for the results again (the page sends the
   * search again and shows the map).
   */
  onBackToResults: () => void;
  /** The booking (or the joined carpooling) exists: go to the confirmation. */
  onBooked: (rental: Rental) => void;
  /** A guest confirms: open the sign-in menu (spec §4, decision D6). */
  onSignInRequired: () => void;
  /** A member who may not book yet confirms: go to signup (spec §4). */
  onSignupRequired: () => void;
}

/**
 * The booking review (spec §2): vehicle, plate, dates, address and map, the rental terms link and the confirm button,
 * which runs the booking start of spec §4 (sign-in, signup, join, privacy consent, create). A confirmation is never
 * sent twice: presses are ignored while one is under way, and a retry after an answer that was lost (network, timeout,
 * 5xx) first looks for the booking among the driver's upcoming ones.
 */
export function BookingReview({
  tenant,
  vehicle,
  station,
  endStation,
  params,
  carpoolingId,
  destinationId,
  map,
  onDiscard,
  onBackToResults,
  onBooked,
  onSignInRequired,
  onSignupRequired,
}: BookingReviewProps) {
  const intl = useIntl();
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
  // Refs, not state: two presses in the same frame both see the state of the previous render.
  const busy = useRef(false);
  const uncertain = useRef(false);
  const joining = carpoolingId !== undefined;
  const date = (value: string | undefined) => formatDisplayDate(value, 'detail', intl.locale, tenant);

  const fail = (error: unknown) => {
    busy.current = false;
    setPending(false);
    uncertain.current = mayHaveSucceeded(error);
    if (isVehicleTaken(error)) {
      setTaken(true);
      return;
    }
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
      joiningCarpooling: joining,
      tenant,
      vehicle,
    });
    switch (action) {
      case 'open-sign-in':
        onSignInRequired();
        return;
      case 'go-to-signup':
        onSignupRequired();
        return;
      case 'wait':
        return;
      case 'join-carpooling':
        if (carpoolingId !== undefined) void run(() => join.mutateAsync(carpoolingId));
        return;
      case 'ask-privacy-consent':
        setConsentOpen(true);
        return;
      case 'create-rental':
        createRental(false);
    }
  };

  const name = vehicle
    ? intl.formatMessage(
        { id: 'search.VehicleCard.name' },
        { make: vehicle.make, model: vehicle.model, year: vehicle.year ?? '', hasYear: vehicle.year ? 'yes' : 'no' },
      )
    : '';

  return (
    <article className={panel} aria-labelledby="search-review-title">
      <div className={header}>
        <h2 id="search-review-title" className={heading}>
          {intl.formatMessage({ id: joining ? 'search.BookingReview.titleCarpooling' : 'search.BookingReview.title' })}
        </h2>
      </div>
      <Card title={vehicle ? name : undefined}>
        {vehicle ? (
          <p className={text}>{intl.formatMessage({ id: 'search.VehicleCard.plate' }, { plate: vehicle.license_plate })}</p>
        ) : (
          <Skeleton lines={2} />
        )}
        <p className={text}>{intl.formatMessage({ id: 'search.VehicleDetails.dates' }, { start: date(params.start), end: date(params.end) })}</p>
        <StationLines station={station} endStation={endStation} />
        {!joining && params.carpool && (
          <p className={muted}>
            {params.carpoolDest
              ? intl.formatMessage({ id: 'search.BookingReview.carpoolingTo' }, { destination: params.carpoolDest })
              : intl.formatMessage({ id: 'search.BookingReview.carpooling' })}
          </p>
        )}
        {map}
      </Card>
      <p className={text}>
        <Link href={RENTAL_TERMS_PATH}>{intl.formatMessage({ id: 'search.BookingReview.terms' })}</Link>
      </p>
      <SearchErrorNotice messages={inlineErrors} />
      {taken && (
        <p className={warning} role="alert">
          {intl.formatMessage({ id: 'search.BookingReview.taken' })}
        </p>
      )}
      <div className={actions}>
        {taken ? (
          <Button size="lg" onPress={onBackToResults}>
            {intl.formatMessage({ id: 'search.BookingReview.backToResults' })}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onPress={onDiscard} isDisabled={pending}>
              {intl.formatMessage({ id: 'search.BookingReview.discard' })}
            </Button>
            <Button size="lg" onPress={confirm} isPending={pending} isDisabled={!vehicle || !station}>
              {intl.formatMessage({ id: 'search.BookingReview.confirm' })}
            </Button>
          </>
        )}
      </div>
      <Modal
        isOpen={consentOpen}
        onOpenChange={setConsentOpen}
        title={intl.formatMessage({ id: 'search.PrivacyConsent.title' })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
        footer={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                setConsentOpen(false);
                createRental(false);
              }}
            >
              {intl.formatMessage({ id: 'search.PrivacyConsent.refuse' })}
            </Button>
            <Button
              onPress={() => {
                setConsentOpen(false);
                createRental(true);
              }}
            >
              {intl.formatMessage({ id: 'search.PrivacyConsent.accept' })}
            </Button>
          </>
        }
      >
        <p className={text}>{intl.formatMessage({ id: 'search.PrivacyConsent.body' })}</p>
      </Modal>
    </article>
  );
}
