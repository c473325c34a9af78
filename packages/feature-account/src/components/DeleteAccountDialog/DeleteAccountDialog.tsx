import { deleteUserMutationOptions, useApiClient, useFormSubmit, useTenant } from '@frontoffice/api-client';
import { pagePath } from '@frontoffice/domain';
import { AlertDialog } from '@frontoffice/ui/AlertDialog';
import { Link } from '@frontoffice/ui/Link';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as css from './DeleteAccountDialog.css.ts';

const m = {
  title: { id: 'account.DeleteAccountDialog.title' },
  body: { id: 'account.DeleteAccountDialog.body' },
  impossible: { id: 'account.DeleteAccountDialog.impossible' },
  confirm: { id: 'account.DeleteAccountDialog.confirm' },
  contact: { id: 'account.DeleteAccountDialog.contact' },
  faq: { id: 'account.DeleteAccountDialog.faq' },
  cancel: { id: 'common.cancel' },
  deleted: { id: 'success.account-deleted' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `DeleteAccountDialog`. */
export interface DeleteAccountDialogProps {
  /** Whether it is open. */
  isOpen: boolean;
  /** Called with false when the driver cancels. */
  onOpenChange(isOpen: boolean): void;
  /** Called once the account is deleted, after the account-deleted message: the app logs out (spec §4). */
  onDeleted(): void;
}

/**
 * The delete-account confirmation (spec §2 dialogs, §4 delete account, §5, §7 `DELETE /user`, §8). A rental in
 * progress or upcoming, or a pending invoice, keeps the profile: the dialog then says so with the tenant's contact and
 * the FAQ on deleting an account; any other failure shows the internal error. Success shows the account-deleted
 * message, then `onDeleted` logs out.
 */
export function DeleteAccountDialog({ isOpen, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  const remove = useFormSubmit({
    form: 'delete-account',
    mutation: deleteUserMutationOptions(useApiClient()),
    onSuccess: () => {
      notifier.notify({ title: intl.formatMessage(m.deleted), tone: 'success' });
      onDeleted();
    },
  });
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) remove.reset();
        onOpenChange(open);
      }}
      variant="danger"
      title={intl.formatMessage(m.title)}
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      isPending={remove.isPending}
      onConfirm={() => remove.submit(undefined)}
    >
      <div className={css.body}>
        <p className={css.text}>{intl.formatMessage(m.body)}</p>
        <p className={css.text}>{intl.formatMessage(m.impossible)}</p>
        {remove.formError && (
          <div className={css.refusal}>
            <InlineMessage tone="danger">{remove.formError}</InlineMessage>
            <SupportContact />
            <Link href={pagePath('delete-account-faq')}>{intl.formatMessage(m.faq)}</Link>
          </div>
        )}
      </div>
    </AlertDialog>
  );
}

/** The tenant's customer support (spec §3 contact phone and e-mail), as links a phone can call or write to. */
function SupportContact() {
  const intl = useIntl();
  const { contact_phone: phone, contact_email: email } = useTenant();
  if (!phone && !email) return null;
  return (
    <p className={css.text}>
      {intl.formatMessage(m.contact)}{' '}
      {phone && <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>}
      {phone && email && ' · '}
      {email && <Link href={`mailto:${email}`}>{email}</Link>}
    </p>
  );
}
