import {
  type Passenger,
  removePassengerMutationOptions,
  type Rental,
  type User,
  useApiClient,
  useFormSubmit,
  userByIdQueryOptions,
} from '@frontoffice/api-client';
import { type RentalActions } from '@frontoffice/domain';
import { Badge } from '@frontoffice/ui/Badge';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../RentalDetail/RentalDetail.css.ts';
import { LazyAddPassengerForm, loadedAddPassengerForm } from './addPassengerFormChunk.ts';

const m = {
  title: { id: 'rentals.PeopleCard.title' },
  driver: { id: 'rentals.PeopleCard.driver' },
  driverUnknown: { id: 'rentals.PeopleCard.driverUnknown' },
  you: { id: 'rentals.PeopleCard.you' },
  passengers: { id: 'rentals.PeopleCard.passengers' },
  noPassenger: { id: 'rentals.PeopleCard.noPassenger' },
  invited: { id: 'rentals.PeopleCard.invited' },
  confirmed: { id: 'rentals.PeopleCard.confirmed' },
  remove: { id: 'rentals.PeopleCard.remove' },
  removeNamed: { id: 'rentals.PeopleCard.removeNamed' },
  done: { id: 'success.carpooling-updated-confirmed' },
} satisfies Record<string, MessageDescriptor>;

const nameOf = (person: { first_name?: string | null; last_name?: string | null; email?: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email || '';

/** Props of {@link PeopleCard}. */
export interface PeopleCardProps {
  rental: Rental;
  user: User;
  actions: RentalActions;
  /** The carpooling's passengers (`GET /rentals/{id}/passengers`); none for a booking without carpooling. */
  passengers: readonly Passenger[];
}

/**
 * The driver and the passengers of a booking (spec §2, §6): the owner may remove passengers and add some by e-mail
 * while the tenant allows it and the status is early (spec §4: pending, prepared, check_in).
 */
export function PeopleCard({ rental, user, actions, passengers }: PeopleCardProps) {
  const intl = useIntl();
  const client = useApiClient();
  const notifier = useNotifier();
  const driver = useQuery({ ...userByIdQueryOptions(client, rental.driver_id), enabled: !actions.isOwner });
  const remove = useFormSubmit({
    form: 'rental-action',
    mutation: removePassengerMutationOptions(client, useQueryClient()),
    onSuccess: () => notifier.notify({ title: intl.formatMessage(m.done), tone: 'success' }),
  });
  // spec §6: a passenger sees the driver's name. A profile that cannot be read (`GET /users/{id}` failed, after the
  // client's retries, spec §8) says so in place rather than loading for ever: the rest of the booking stays usable.
  const driverName = actions.isOwner
    ? intl.formatMessage(m.you, { name: nameOf(user) })
    : driver.data
      ? nameOf(driver.data) || intl.formatMessage(m.driverUnknown)
      : driver.isError
        ? intl.formatMessage(m.driverUnknown)
        : '…';
  return (
    <Card title={intl.formatMessage(m.title)} headingLevel={2}>
      <div className={s.stack}>
        <p className={s.text}>
          <span className={s.mutedInline}>{intl.formatMessage(m.driver)} </span>
          {driverName}
        </p>
        {rental.carpooling && (
          <>
            <h3 className={s.subheading}>{intl.formatMessage(m.passengers)}</h3>
            {passengers.length === 0 ? (
              <p className={s.muted}>{intl.formatMessage(m.noPassenger)}</p>
            ) : (
              <ul className={s.people}>
                {passengers.map((passenger) => {
                  const self = passenger.user_id === user.id || passenger.email.toLowerCase() === user.email.toLowerCase();
                  const name = self ? intl.formatMessage(m.you, { name: nameOf(passenger) }) : nameOf(passenger);
                  return (
                    <li key={passenger.id} className={s.person}>
                      <span className={s.personName}>
                        <span>{name}</span>
                        {name !== passenger.email && <span className={s.muted}>{passenger.email}</span>}
                      </span>
                      {passenger.status === 'invited' && <Badge tone="warning">{intl.formatMessage(m.invited)}</Badge>}
                      {passenger.status === 'confirmed' && <Badge tone="success">{intl.formatMessage(m.confirmed)}</Badge>}
                      {actions.isOwner && actions.addPassengers && (
                        <Button
                          variant="ghost"
                          size="sm"
                          needsNetwork
                          aria-label={intl.formatMessage(m.removeNamed, { name: nameOf(passenger) })}
                          isPending={remove.isPending}
                          onPress={() => remove.submit({ rentalId: rental.id, passengerId: passenger.id })}
                        >
                          {intl.formatMessage(m.remove)}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {actions.isOwner && actions.addPassengers && <AddPassenger rental={rental} passengers={passengers} />}
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * The add-passenger form, from its own chunk (issue 32), which the booking detail loads before it draws the page
 * (`useAddPassengerFormReady`): drawn at once when it is there, so that the card never grows under the driver's eyes.
 */
function AddPassenger(props: { rental: Rental; passengers: readonly Passenger[] }) {
  const loaded = loadedAddPassengerForm();
  if (loaded) return <loaded.AddPassengerForm {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyAddPassengerForm {...props} />
    </Suspense>
  );
}
