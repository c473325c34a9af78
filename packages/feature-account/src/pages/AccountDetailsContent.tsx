import { useSession, type User } from '@frontoffice/api-client';
import { DRIVER_FIELDS, LICENCE_FIELDS_ANCHOR } from '@frontoffice/domain';
import { useFrameBusy } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AccountHeader } from '../components/AccountDetails/AccountHeader.tsx';
import { LicenceBanner } from '../components/AccountDetails/LicenceBanner.tsx';
import { focusLicenceFields } from '../components/AccountDetails/licenceFields.ts';
import { ProfileForm } from '../components/ProfileForm/ProfileForm.tsx';
import * as css from '../components/AccountDetails/AccountDetails.css.ts';

import type { AccountDetailsPageProps } from './AccountDetailsPage.tsx';

const DocumentsSection = lazy(() => import('../components/AccountDetails/DocumentsSection.tsx').then((module) => ({ default: module.DocumentsSection })));
const SecuritySection = lazy(() => import('../components/AccountDetails/SecuritySection.tsx').then((module) => ({ default: module.SecuritySection })));
// Opened only while a phone change waits for its code.
const PhoneChangeDialog = lazy(() => import('../components/PhoneChangeDialog/PhoneChangeDialog.tsx').then((module) => ({ default: module.PhoneChangeDialog })));

/**
 * The account details page's content (spec §2 account/details): the photo, name and read-only e-mail; the personal and licence
 * fields the tenant shows, saved together; the documents the tenant collects, each replaceable; the password and the
 * account's deletion. Sections follow one another so that a driver scans them on a phone. A licence expired or about to
 * expire is said at the top (issue 34). A phone change waiting for its code (the account's pending number, spec §4)
 * opens the code dialog.
 */
export function AccountDetailsContent({ onAccountDeleted }: AccountDetailsPageProps) {
  const { user } = useSession();
  useLicenceLanding(user !== undefined);
  useFrameBusy(!user);
  return user ? (
    <div className={css.sections}>
      <LicenceBanner user={user} />
      <AccountHeader user={user} />
      <Details user={user} />
      {/* Below the form, each a chunk of its own (issue 32: the form's description, the page's largest text, waited
          for their code too). */}
      <Suspense fallback={<SectionLoading />}>
        <DocumentsSection />
        <SecuritySection onAccountDeleted={onAccountDeleted} />
      </Suspense>
    </div>
  ) : (
    <Skeleton height={240} />
  );
}

/** The room of the sections below the form while their code downloads; the page is busy meanwhile. */
function SectionLoading() {
  useFrameBusy(true);
  return <Skeleton height={240} />;
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
        <Suspense fallback={null}>
          <PhoneChangeDialog
            newPhoneNumber={pending}
            currentPhoneNumber={user.cell_phone ?? null}
            onClose={(outcome) => {
              setRequested(null);
              setPutOff(outcome === 'later');
              if (outcome !== 'later') refill();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
