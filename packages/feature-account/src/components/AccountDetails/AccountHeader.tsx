import type { User } from '@frontoffice/api-client';
import { Card } from '@frontoffice/ui/Card';
import { TextField } from '@frontoffice/ui/TextField';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as css from './AccountDetails.css.ts';

const m = {
  email: { id: 'account.AccountHeader.email' },
  emailHelp: { id: 'account.AccountHeader.emailHelp' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The top of the account page: the driver's name and the account's e-mail, read-only (spec §2 account/details). Drawn
 * with the page's own code, before the form's (issue 32: the e-mail's description is the page's largest text, and the
 * form, its fields and the photo's upload slot are most of the page's code): nothing heavier than a field here.
 */
export function AccountHeader({ user }: { user: User }) {
  const intl = useIntl();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Card>
      <div className={css.identityText}>
        {name && <p className={css.name}>{name}</p>}
        {/* Not part of the form below: the e-mail is never sent with the driver's fields. */}
        <TextField label={intl.formatMessage(m.email)} description={intl.formatMessage(m.emailHelp)} value={user.email} isReadOnly type="email" name="email" />
      </div>
    </Card>
  );
}
