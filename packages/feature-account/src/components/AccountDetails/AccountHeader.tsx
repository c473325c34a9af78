import type { User } from '@frontoffice/api-client';
import { DocumentSlot } from '@frontoffice/part-profile';
import { Card } from '@frontoffice/ui/Card';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as css from './AccountDetails.css.ts';

const m = {
  photo: { id: 'account.AccountHeader.photo' },
  photoHelp: { id: 'account.AccountHeader.photoHelp' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The top of the account page: the driver's name and e-mail, and the photo's upload slot (spec §2 avatar,
 * §7 `POST /user/photos` as `photo[image]`): png or jpeg, scaled down like every photo (decision D35). Once sent the
 * account is reloaded, so this header and the drawer menu's show the new photo at once.
 */
export function AccountHeader({ user }: { user: User }) {
  const intl = useIntl();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <Card>
      {/* The photo itself shows in its upload slot (its thumbnail once sent) and in the drawer menu's header: no second
          Avatar here, whose shared chunk would add a file to /login's table of chunks (the /login budget). */}
      <div className={css.identityText}>
        <p className={css.name}>{name}</p>
        <p className={css.email}>{user.email}</p>
      </div>
      <DocumentSlot notifyUploaded kind="photo" label={intl.formatMessage(m.photo)} description={intl.formatMessage(m.photoHelp)} />
    </Card>
  );
}
