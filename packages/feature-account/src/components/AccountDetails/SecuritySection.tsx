import { pagePath } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Link } from '@frontoffice/ui/Link';
import { lazy, Suspense, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as css from './AccountDetails.css.ts';

// The dialogs load when opened: the page does not pay for them on every visit.
const ChangePasswordDialog = lazy(() =>
  import('../ChangePasswordDialog/ChangePasswordDialog.tsx').then((module) => ({ default: module.ChangePasswordDialog })),
);
const DeleteAccountDialog = lazy(() =>
  import('../DeleteAccountDialog/DeleteAccountDialog.tsx').then((module) => ({ default: module.DeleteAccountDialog })),
);

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
    <Card headingLevel={2} title={intl.formatMessage(m.title)} className={css.section}>
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
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordDialog isOpen onOpenChange={close} />}
        {dialog === 'delete' && <DeleteAccountDialog isOpen onOpenChange={close} onDeleted={onAccountDeleted} />}
      </Suspense>
    </Card>
  );
}
