import { useSession, type User } from '@frontoffice/api-client';
import { DRIVER_FIELDS, LICENCE_FIELDS_ANCHOR } from '@frontoffice/domain';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { AccountHeader } from '../components/AccountDetails/AccountHeader.tsx';
import { DocumentsSection } from '../components/AccountDetails/DocumentsSection.tsx';
import { LicenceBanner } from '../components/AccountDetails/LicenceBanner.tsx';
import { focusLicenceFields } from '../components/AccountDetails/licenceFields.ts';
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
 * account's deletion. Sections follow one another so that a driver scans them on a phone. A licence expired or about to
 * expire is said at the top (issue 34). A phone change waiting for its code (the account's pending number, spec §4)
 * opens the code dialog.
 */
export function AccountDetailsContent({ onAccountDeleted }: AccountDetailsPageProps) {
  const intl = useIntl();
  const { user } = useSession();
  useLicenceLanding(user !== undefined);
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content" busy={!user}>
      {user ? (
        <div className={css.sections}>
          <LicenceBanner user={user} />
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

/**
 * issue 34: a link to `/account/details#licence` (the booking review's, when the licence ends before the booking) lands
 * on the licence fields once the account's form is drawn: the router's own scroll to the fragment runs before this
 * lazily loaded page is there.
 */
function useLicenceLanding(formShown: boolean) {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (formShown && hash === LICENCE_FIELDS_ANCHOR) focusLicenceFields();
  }, [formShown, hash]);
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
