import { useSession, type User } from '@frontoffice/api-client';
import { DRIVER_FIELDS } from '@frontoffice/domain';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AccountHeader } from '../components/AccountDetails/AccountHeader.tsx';
import { DocumentsSection } from '../components/AccountDetails/DocumentsSection.tsx';
import { SecuritySection } from '../components/AccountDetails/SecuritySection.tsx';
import { PhoneChangeDialog } from '../components/PhoneChangeDialog/PhoneChangeDialog.tsx';
import { ProfileForm } from '../components/ProfileForm/ProfileForm.tsx';
import * as css from '../components/AccountDetails/AccountDetails.css.ts';

const m = {
  title: { id: 'account.DetailsPage.title' },
} satisfies Record<string, MessageDescriptor>;

import type { AccountDetailsPageProps } from './AccountDetailsPage.tsx';

/**
 * The account details page's content (spec §2 account/details): the photo, name and read-only e-mail; the personal and licence
 * fields the tenant shows, saved together; the documents the tenant collects, each replaceable; the password and the
 * account's deletion. Sections follow one another so that a driver scans them on a phone. A phone change waiting for
 * its code (the account's pending number, spec §4) opens the code dialog.
 */
export function AccountDetailsContent({ onAccountDeleted }: AccountDetailsPageProps) {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content" busy={!user}>
      {user ? (
        <div className={css.sections}>
          <AccountHeader user={user} />
          <Details user={user} />
          <DocumentsSection />
          <SecuritySection onAccountDeleted={onAccountDeleted} />
        </div>
      ) : (
        <Skeleton height={240} />
      )}
    </PageFrame>
  );
}

/** The account's saved driver fields in one string: a form showing other values is filled again from the account. */
function savedSignature(user: User): string {
  return JSON.stringify(DRIVER_FIELDS.map((field) => user[field] ?? null));
}

/** The details form and the phone change that may follow its submit. */
function Details({ user }: { user: User }) {
  // A new key fills the form again from the reloaded account: after a save, a confirmed or discarded phone, and
  // whenever the saved fields change.
  const [formKey, setFormKey] = useState(0);
  const [requested, setRequested] = useState<string | null>(null);
  const [putOff, setPutOff] = useState(false);
  const pending = requested ?? user.new_cell_phone ?? null;
  const refill = () => setFormKey((key) => key + 1);
  return (
    <>
      <ProfileForm
        key={`${formKey}:${savedSignature(user)}`}
        user={user}
        onSaved={refill}
        onPhoneCodeSent={(number) => {
          setRequested(number);
          setPutOff(false);
        }}
      />
      {pending && !putOff && (
        <PhoneChangeDialog
          newPhoneNumber={pending}
          currentPhoneNumber={user.cell_phone ?? null}
          onClose={(outcome) => {
            setRequested(null);
            setPutOff(outcome === 'later');
            if (outcome !== 'later') refill();
          }}
        />
      )}
    </>
  );
}
