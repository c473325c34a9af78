import { updateUserMutationOptions, useApiClient, useFormSubmit, userKeys, useSession, useTenant, type UserUpdate } from '@frontoffice/api-client';
import { DRIVER_DATE_FIELDS, type DriverField, type DriverFieldsStep as Step, signupStepFields } from '@frontoffice/domain';
import { DriverFieldsSection, useDriverFieldsForm } from '@frontoffice/part-profile';
import { Button } from '@frontoffice/ui/Button';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useLeaveGuard } from '../useLeaveGuard.tsx';
import * as s from '../StepFrame.css.ts';

const m = {
  next: { id: 'common.next' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The personal details and licence details steps (spec §2, §3, §5): the tenant's fields of the step, required as it
 * says, filled with what the account already holds; `PUT /user {user:{…}}` with only what changed, then the account
 * is reloaded and its next step shows. A failure keeps everything typed; INVALID_PHONE goes under the phone.
 */
export function DriverFieldsStep({ step }: { step: Step }) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const tenant = useTenant();
  const { user } = useSession();
  const fields = useMemo(() => signupStepFields(step, tenant), [step, tenant]);
  const save = useFormSubmit({
    form: 'driver-fields',
    mutation: updateUserMutationOptions(client, queryClient),
    // spec §4: the account is reloaded after each step's submit, and the step comes from it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
  const form = useDriverFieldsForm({
    fields,
    user,
    phone: 'direct',
    serverError: (field) => save.fieldError(field),
    onEdit: (field) => save.clearErrors(field),
  });
  const leave = useLeaveGuard(form.isDirty && !save.isPending && !save.isSuccess);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate()) return;
    const { update } = form.changes();
    save.submit(Object.keys(update).length > 0 ? update : unchangedStep(fields, form.values));
  }

  return (
    <>
      <form className={s.form} noValidate onSubmit={submit}>
        <DriverFieldsSection form={form} />
        <div className={s.actions}>
          <Button type="submit" isPending={save.isPending}>
            {intl.formatMessage(m.next)}
          </Button>
        </div>
      </form>
      {leave}
    </>
  );
}

/**
 * What to send when nothing changed (every field already saved, or left empty where optional): the step's text
 * fields as they are, so that the server records the step as answered. Dates are left out (the contract has no empty
 * date); a step of dates only always has a change, since they are typed here.
 */
function unchangedStep(fields: readonly DriverField[], values: Readonly<Record<DriverField, string>>): UserUpdate {
  const update: Record<string, string> = {};
  for (const field of fields) {
    if (!(DRIVER_DATE_FIELDS as readonly DriverField[]).includes(field) && field !== 'cell_phone') update[field] = values[field].trim();
  }
  return update as UserUpdate;
}
