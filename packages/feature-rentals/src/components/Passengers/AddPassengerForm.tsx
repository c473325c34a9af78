import {
  addPassengerMutationOptions,
  type Passenger,
  type Rental,
  searchUsersByEmail,
  useApiClient,
  useFormSubmit,
} from '@frontoffice/api-client';
import { hasPassenger, normalizeEmail, PASSENGER_SEARCH, validateEmail } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { ComboBox } from '@frontoffice/ui/ComboBox';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../RentalDetail/RentalDetail.css.ts';

const m = {
  label: { id: 'rentals.AddPassengerForm.label' },
  help: { id: 'rentals.AddPassengerForm.help' },
  none: { id: 'rentals.AddPassengerForm.none' },
  add: { id: 'rentals.AddPassengerForm.add' },
  already: { id: 'rentals.AddPassengerForm.already' },
  required: { id: 'common.fieldErrors.required' },
  invalid: { id: 'common.fieldErrors.invalid-format' },
  loading: { id: 'common.loading' },
  done: { id: 'success.carpooling-updated-confirmed' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The owner adds a passenger by e-mail (spec §5, §6): suggestions from `GET /users?email=` once 4 characters are typed,
 * 500 ms after the last one, an empty list when the search fails; any e-mail may be sent (the server invites it).
 * `POST /rentals/{id}/passengers {passenger:{email}}` once, then `carpooling-updated-confirmed` (decision D28).
 */
export function AddPassengerForm({ rental, passengers }: { rental: Rental; passengers: readonly Passenger[] }) {
  const intl = useIntl();
  const client = useApiClient();
  const notifier = useNotifier();
  // A new field after each addition: the combo box keeps what was typed otherwise.
  const [round, setRound] = useState(0);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const add = useFormSubmit({
    form: 'rental-action',
    mutation: addPassengerMutationOptions(client, useQueryClient()),
    onSuccess: () => {
      notifier.notify({ title: intl.formatMessage(m.done), tone: 'success' });
      setRound((n) => n + 1);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = validateEmail(email);
    if (problem) return setError(problem === 'required' ? m.required : m.invalid);
    if (hasPassenger(passengers, email)) return setError(m.already);
    setError(null);
    add.submit({ rentalId: rental.id, email: normalizeEmail(email) });
  };
  return (
    <form className={s.stack} onSubmit={onSubmit} noValidate>
      <ComboBox
        key={round}
        name="email"
        formValue="text"
        allowsCustomValue
        label={intl.formatMessage(m.label)}
        description={intl.formatMessage(m.help, { count: PASSENGER_SEARCH.minLength })}
        minChars={PASSENGER_SEARCH.minLength}
        debounceMs={PASSENGER_SEARCH.debounceMs}
        emptyLabel={intl.formatMessage(m.none)}
        loadingLabel={intl.formatMessage(m.loading)}
        isInvalid={error !== null}
        errorMessage={error ? intl.formatMessage(error) : undefined}
        loadOptions={async (text, signal) =>
          (await searchUsersByEmail(client, text, { signal }))
            .filter((user) => !hasPassenger(passengers, user.email))
            .map((user) => ({
              id: user.email,
              label: user.email,
              detail: [user.first_name, user.last_name].filter(Boolean).join(' ') || undefined,
            }))
        }
        onSelectionChange={() => setError(null)}
      />
      <div className={s.actions}>
        <Button type="submit" variant="secondary" isPending={add.isPending}>
          {intl.formatMessage(m.add)}
        </Button>
      </div>
    </form>
  );
}
