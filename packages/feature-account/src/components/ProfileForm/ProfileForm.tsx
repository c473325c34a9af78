import {
  requestSmsCodeMutationOptions,
  updateUserMutationOptions,
  useApiClient,
  useFormSubmit,
  userKeys,
  type User,
  type UserUpdate,
} from '@frontoffice/api-client';
import { DRIVER_FIELDS, type DriverField, LICENCE_FIELDS, LICENCE_FIELDS_ANCHOR } from '@frontoffice/domain';
import { DriverFieldsSection, useDriverFieldsForm } from '@frontoffice/part-profile';
import { Button } from '@frontoffice/ui/Button';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { Card } from '@frontoffice/ui/Card';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { LeaveGuard } from '../LeaveGuard/LeaveGuard.tsx';
import * as css from './ProfileForm.css.ts';

const m = {
  personal: { id: 'account.ProfileForm.personal' },
  licence: { id: 'account.ProfileForm.licence' },
  save: { id: 'account.ProfileForm.save' },
  saved: { id: 'success.profil-changed' },
  codeSent: { id: 'success.sms-code-sent' },
} satisfies Record<string, MessageDescriptor>;

const LICENCE: readonly DriverField[] = LICENCE_FIELDS;
const PERSONAL = DRIVER_FIELDS.filter((field) => !LICENCE.includes(field));

/** Props of `ProfileForm`. */
export interface ProfileFormProps {
  /** The account whose fields fill the form. Remount the form (a new `key`) to fill it again from a reloaded account. */
  user: User;
  /** Called once a changed phone got its code (spec §5): the page opens the code dialog for this E.164 number. */
  onPhoneCodeSent(newPhoneNumber: string): void;
  /** Called once the changes are saved and the account reloaded. */
  onSaved(): void;
}

/**
 * The driver's details (spec §2 account/details, §5 profile submit, §7 `PUT /user`): personal information, then the
 * licence fields, as the tenant shows and requires them (`driverFields`,
 * `requiredDriverFields`, through part-profile's fields). Saving sends only the changed fields; a changed phone first
 * asks for a code (`POST /user/sms_code`) and is confirmed in the code dialog. Success shows `profil-changed` and the
 * account is reloaded; a failure keeps what was typed; leaving with unsaved changes asks first.
 */
export function ProfileForm({ user, onPhoneCodeSent, onSaved }: ProfileFormProps) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notifier = useNotifier();
  const save = useFormSubmit({
    form: 'driver-fields',
    mutation: updateUserMutationOptions(client, queryClient),
    onSuccess: async () => {
      notifier.notify({ title: intl.formatMessage(m.saved), tone: 'success' });
      // The answer is already in the cache; the account is read again so that every reader sees the server's state.
      await queryClient.invalidateQueries({ queryKey: userKeys.current() });
      onSaved();
    },
  });
  // The other changes of a submit whose phone changed: saved once the code is sent (spec §5: the code first).
  const afterCode = useRef<UserUpdate>({});
  const saveChanges = (update: UserUpdate) => (Object.keys(update).length > 0 ? save.submit(update) : onSaved());
  const requestCode = useFormSubmit({
    form: 'phone-number',
    mutation: requestSmsCodeMutationOptions(client),
    onSuccess: (_answer, newPhoneNumber) => {
      notifier.notify({ title: intl.formatMessage(m.codeSent), tone: 'info' });
      onPhoneCodeSent(newPhoneNumber);
      saveChanges(afterCode.current);
    },
  });
  const form = useDriverFieldsForm({
    fields: DRIVER_FIELDS,
    user,
    phone: 'code',
    // decision D41: only the fields the driver changes are validated; a stored value that became invalid (a licence
    // expired since it was saved) is a warning on its field and does not block saving the address.
    check: 'edited',
    serverError: (field) => save.fieldError(field) ?? requestCode.fieldError(field),
    onEdit: (field) => {
      save.clearErrors(field);
      requestCode.clearErrors(field);
    },
  });
  const pending = save.isPending || requestCode.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !form.validate()) return;
    const { update, newPhoneNumber } = form.changes();
    if (newPhoneNumber === null) {
      if (Object.keys(update).length > 0) save.submit(update);
      return;
    }
    afterCode.current = update;
    requestCode.submit(newPhoneNumber);
  }

  const licenceShown = LICENCE.some((field) => form.rule(field).shown);
  return (
    <form className={css.form} noValidate onSubmit={submit}>
      <Card isRegion headingLevel={2} title={intl.formatMessage(m.personal)}>
        <div className={css.fields}>
          <DriverFieldsSection form={{ ...form, fields: PERSONAL }} />
        </div>
      </Card>
      {licenceShown && (
        // issue 34: where the review's link and the licence banner lead (`#licence`); focusable as a last resort.
        <div id={LICENCE_FIELDS_ANCHOR} tabIndex={-1} className={css.anchor}>
          <Card isRegion headingLevel={2} title={intl.formatMessage(m.licence)}>
            <DriverFieldsSection form={{ ...form, fields: LICENCE }} />
          </Card>
        </div>
      )}
      <div className={css.actions}>
        <Button type="submit" isPending={pending} isDisabled={!form.isDirty}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
      <LeaveGuard when={form.isDirty && !pending} />
    </form>
  );
}
