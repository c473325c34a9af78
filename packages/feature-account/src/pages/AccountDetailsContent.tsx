import { useSession } from '@frontoffice/api-client';
import { LICENCE_FIELDS_ANCHOR } from '@frontoffice/domain';
import { useFrameBusy } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { AccountHeader } from '../components/AccountDetails/AccountHeader.tsx';
import { LicenceBanner } from '../components/AccountDetails/LicenceBanner.tsx';
import { focusLicenceFields } from '../components/AccountDetails/licenceFields.ts';
import * as css from '../components/AccountDetails/AccountDetails.css.ts';

import type { AccountDetailsPageProps } from './AccountDetailsPage.tsx';

// Below the header, each a chunk of its own, shown together (one outline meanwhile, nothing moving under another).
const AccountForm = lazy(() => import('../components/AccountDetails/AccountForm.tsx').then((module) => ({ default: module.AccountForm })));
const loadDocuments = () => import('../components/AccountDetails/DocumentsSection.tsx');
const loadSecurity = () => import('../components/AccountDetails/SecuritySection.tsx');
const DocumentsSection = lazy(() => loadDocuments().then((module) => ({ default: module.DocumentsSection })));
const SecuritySection = lazy(() => loadSecurity().then((module) => ({ default: module.SecuritySection })));

/**
 * The account details page's content (spec §2 account/details): the name and read-only e-mail; the photo; the personal
 * and licence fields the tenant shows, saved together; the documents the tenant collects, each replaceable; the password and the
 * account's deletion. Sections follow one another so that a driver scans them on a phone. A licence expired or about to
 * expire is said at the top (issue 34). A phone change waiting for its code (the account's pending number, spec §4)
 * opens the code dialog. The header (the name, the read-only e-mail) is drawn first; the form and the sections below
 * it come with their code (issue 32), asked for once `formsAfter` settles.
 */
export function AccountDetailsContent({ onAccountDeleted, formsAfter }: AccountDetailsPageProps) {
  const { user } = useSession();
  useFrameBusy(!user);
  // Asked once, when the content is first drawn.
  const [after] = useState(() => formsAfter?.());
  return user ? (
    <div className={css.sections}>
      <LicenceBanner user={user} />
      <AccountHeader user={user} />
      <Suspense fallback={<SectionLoading />}>
        <Below
          after={after}
          later={
            <Suspense fallback={<SectionLoading />}>
              <DocumentsSection />
              <SecuritySection onAccountDeleted={onAccountDeleted} />
            </Suspense>
          }
        >
          <AccountForm user={user} />
        </Below>
      </Suspense>
    </div>
  ) : (
    <Skeleton height={240} />
  );
}

/** The room of what comes under the header while its code downloads; the page is busy meanwhile. */
function SectionLoading() {
  useFrameBusy(true);
  return <Skeleton height={240} />;
}

/**
 * What comes under the header, once `after` has settled (the same outline meanwhile as while its code downloads): the
 * form, then, in a render of its own, the sections below it (`later`, whose code is asked for with the form's). Its
 * effects run once the form is in the document: the licence fields are there to land on. Drawn in one render with the
 * form, the documents and the security sections made one long task on a phone (Lighthouse TBT 220 ms on demo, 110
 * before they came with the form); they are drawn in the task after the form's (an effect's update), below everything
 * a driver sees first, with their own outline while their code is still on its way.
 */
function Below({ after, later, children }: { after: Promise<void> | undefined; later: ReactNode; children: ReactNode }) {
  if (after) use(after);
  void loadDocuments().catch(() => undefined);
  void loadSecurity().catch(() => undefined);
  useLicenceLanding();
  const [laterShown, setLaterShown] = useState(false);
  useEffect(() => setLaterShown(true), []);
  return (
    <>
      {children}
      {laterShown ? later : <SectionLoading />}
    </>
  );
}

/**
 * issue 34: a link to `/account/details#licence` (the booking review's, when the licence ends before the booking) lands
 * on the licence fields once the account's form is drawn: the router's own scroll to the fragment runs before this
 * lazily loaded page is there.
 */
function useLicenceLanding() {
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (hash === LICENCE_FIELDS_ANCHOR) focusLicenceFields();
  }, [hash]);
}
