import { DocumentSlot } from '@frontoffice/part-profile';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  photo: { id: 'account.AccountPhoto.photo' },
  photoHelp: { id: 'account.AccountPhoto.photoHelp' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The driver's photo, first of their personal information (spec §2 avatar, §7 `POST /user/photos` as `photo[image]`):
 * png or jpeg, scaled down like every photo (decision D35). Once sent the account is reloaded, so the drawer menu's
 * header shows the new photo at once; the photo itself shows here as the slot's thumbnail (no second Avatar, whose
 * shared chunk would add a file to /login's table of chunks: the /login budget).
 */
export function AccountPhoto() {
  const intl = useIntl();
  return <DocumentSlot notifyUploaded kind="photo" label={intl.formatMessage(m.photo)} description={intl.formatMessage(m.photoHelp)} />;
}
