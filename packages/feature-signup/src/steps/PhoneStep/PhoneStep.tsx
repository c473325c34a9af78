import {
  requestSmsCodeMutationOptions,
  useApiClient,
  useFieldErrors,
  useFormSubmit,
  useSession,
  useTenant,
} from '@frontoffice/api-client';
import { compactErrors, formatPhone, phoneRegion, toE164, validatePhone } from '@frontoffice/domain';
import { PhoneNumberField } from '@frontoffice/part-profile';
import { Button } from '@frontoffice/ui/Button';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useIntroWhile } from '../stepIntro.ts';
import { useLeaveGuard } from '../useLeaveGuard.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import * as s from '../StepFrame.css.ts';

const m = {
  codeIntro: { id: 'signup.PhoneStep.codeIntro' },
  send: { id: 'signup.PhoneStep.send' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The phone step (spec §2, §5, §7; D18, D36): the number typed nationally or internationally, read with the tenant's
 * country and sent in E.164 (`POST /user/sms_code`); INVALID_PHONE under the field. Then the six-box code, which
 * confirms itself once full (`PUT /user/sms_code`), a resend after a short wait, and a way back to change the number.
 */
export function PhoneStep() {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const region = phoneRegion(tenant);
  const { user } = useSession();
  // A number the server already holds (a code was asked for before a reload) is offered again.
  const [saved] = useState(() => formatPhone(user?.cell_phone ?? '', region));
  const [phone, setPhone] = useState(saved);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useFormSubmit({
    form: 'phone-number',
    mutation: requestSmsCodeMutationOptions(client),
    onSuccess: (_, number) => setSentTo(number),
  });
  const fields = useFieldErrors(compactErrors({ cell_phone: validatePhone(phone, region, { required: true }) }), (field) =>
    send.fieldError(field),
  );

  // A number typed and not sent yet is asked about before leaving (issue 14 item 8); once a code is asked for, the
  // server holds the number and a new visit offers it again.
  const leave = useLeaveGuard(() => sentTo === null && phone.trim() !== saved && !send.isPending);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = toE164(phone, region);
    if (!fields.validate() || number === null) return;
    send.submit(number);
  }

  // Once the code is sent, the step's introduction says where and what to type.
  useIntroWhile(sentTo !== null ? intl.formatMessage(m.codeIntro) : undefined);
  if (sentTo !== null) {
    return (
      <>
        <CodeEntry
          phoneNumber={formatPhone(sentTo, region)}
          e164={sentTo}
          onChangeNumber={() => {
            send.reset();
            setSentTo(null);
          }}
        />
      </>
    );
  }
  return (
    <>
      <form className={s.form} noValidate onSubmit={submit}>
        <PhoneNumberField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            send.clearErrors('cell_phone');
          }}
          isRequired
          autoFocus
          {...fields.fieldProps('cell_phone')}
        />
        <div className={s.actions}>
          <Button type="submit" isPending={send.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
        </div>
      </form>
      {leave}
    </>
  );
}
