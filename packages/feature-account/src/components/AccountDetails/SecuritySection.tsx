import { pagePath } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Link } from '@frontoffice/ui/Link';
import { Card } from '@frontoffice/ui/Card';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ChangePasswordDialog } from '../ChangePasswordDialog/ChangePasswordDialog.tsx';
import { DeleteAccountDialog } from '../DeleteAccountDialog/DeleteAccountDialog.tsx';
import * as css from './AccountDetails.css.ts';

// The dialogs are part of the page's chunk, not chunks of their own (about 1 kB each): every lazily loaded chunk adds
// its file name to the table of chunks /login's entry carries (the /login budget, docs/architecture.md).

const m = {
  title: { id: 'account.SecuritySection.title' },
  password: { id: 'account.SecuritySection.password' },
  passwordHelp: { id: 'account.SecuritySection.passwordHelp' },
  changePassword: { id: 'account.SecuritySection.changePassword' },
  deleteTitle: { id: 'account.SecuritySection.deleteTitle' },
  deleteHelp: { id: 'account.SecuritySection.deleteHelp' },
  deleteAccount: { id: 'account.SecuritySection.deleteAccount' },
  faq: { id: 'account.SecuritySection.faq' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `SecuritySection`. */
export interface SecuritySectionProps {
  /** Called once the account is deleted: the app logs out (spec §4). */
  onAccountDeleted(): void;
}

/**
 * The password and the account itself (spec §2 account/details: a change-password button and a delete-account
 * button): each opens its dialog. The FAQ on deleting an account is linked beside the button.
 */
export function SecuritySection({ onAccountDeleted }: SecuritySectionProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <Card isRegion headingLevel={2} title={intl.formatMessage(m.title)}>
      <div className={css.action}>
        <div className={css.actionText}>
          <h3 className={css.actionTitle}>{intl.formatMessage(m.password)}</h3>
          <p className={css.intro}>{intl.formatMessage(m.passwordHelp)}</p>
        </div>
        <Button variant="outline" onPress={() => setDialog('password')}>
          {intl.formatMessage(m.changePassword)}
        </Button>
      </div>
      <hr className={css.divider} />
      <div className={css.action}>
        <div className={css.actionText}>
          <h3 className={css.actionTitle}>{intl.formatMessage(m.deleteTitle)}</h3>
          <p className={css.intro}>{intl.formatMessage(m.deleteHelp)}</p>
          <Link href={pagePath('delete-account-faq')}>{intl.formatMessage(m.faq)}</Link>
        </div>
        <Button variant="danger" onPress={() => setDialog('delete')}>
          {intl.formatMessage(m.deleteAccount)}
        </Button>
      </div>
      {dialog === 'password' && <ChangePasswordDialog isOpen onOpenChange={close} />}
      {dialog === 'delete' && <DeleteAccountDialog isOpen onOpenChange={close} onDeleted={onAccountDeleted} />}
    </Card>
  );
}
