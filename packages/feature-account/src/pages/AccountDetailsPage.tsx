import { useSession } from '@frontoffice/api-client';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AccountHeader } from '../components/AccountDetails/AccountHeader.tsx';
import { DocumentsSection } from '../components/AccountDetails/DocumentsSection.tsx';
import { SecuritySection } from '../components/AccountDetails/SecuritySection.tsx';
import * as css from '../components/AccountDetails/AccountDetails.css.ts';

const m = {
  title: { id: 'account.DetailsPage.title' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `AccountDetailsPage`. */
export interface AccountDetailsPageProps {
  /** Called once the account is deleted, after the account-deleted message: the app logs out (spec §4). */
  onAccountDeleted(): void;
}

/**
 * The account details page (spec §2 account/details): the photo, name and read-only e-mail; the documents the tenant
 * collects, each replaceable; the password and the account's deletion. Sections follow one another so that a driver
 * scans them on a phone.
 */
export function AccountDetailsPage({ onAccountDeleted }: AccountDetailsPageProps) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content" busy={!user}>
      {user ? (
        <div className={css.sections}>
          <AccountHeader user={user} />
          <DocumentsSection />
          <SecuritySection onAccountDeleted={onAccountDeleted} />
        </div>
      ) : (
        <Skeleton height={240} />
      )}
    </PageFrame>
  );
}
