import { PageFrame, useFrameBusy } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { lazy, Suspense } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

// The page's content is a chunk of its own, loaded by this small one: the chunks the content needs (the fields, the
// dialogs, the upload block) are then listed in this chunk's table of dependencies, not in /login's entry, which
// lists the dependencies of every route's chunk (the /login budget, docs/architecture.md).
// (The component itself, not the module: a module's namespace object, taken whole, brings Rolldown's runtime helpers
// into a chunk of their own, which the app's entry then imports.)
const loadContent = () => import('./AccountDetailsContent.tsx').then((module) => module.AccountDetailsContent);
const AccountDetailsContent = lazy(() => loadContent().then((component) => ({ default: component })));

/**
 * Asks for the page's content code before the page renders (issue 32): the route calls it as soon as its chunk runs,
 * while it still waits for its messages, and the page then takes the same download. A failure is the page's to show,
 * when it renders.
 */
export function preloadAccountDetailsContent(): void {
  loadContent().catch(() => undefined);
}

const m = {
  title: { id: 'account.DetailsPage.title' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `AccountDetailsPage`. */
export interface AccountDetailsPageProps {
  /** Called once the account is deleted, after the account-deleted message: the app logs out (spec §4). */
  onAccountDeleted(): void;
  /**
   * When the form and the sections under the header may be asked for (issue 32): a promise to wait for (the app's:
   * once the header is on screen, when this is the visit's first page), or nothing for at once.
   */
  formsAfter?: () => Promise<void> | undefined;
}

/**
 * The account details page (spec §2 account/details): the name and read-only e-mail; the photo, the personal and
 * licence fields the tenant shows, saved together; the documents the tenant collects, each replaceable; the password and the
 * account's deletion (`AccountDetailsContent`, loaded with the page).
 */
export function AccountDetailsPage(props: AccountDetailsPageProps) {
  const intl = useIntl();
  // Issue 32: the frame and title are drawn once, here, and stay while the content downloads (busy meanwhile): drawn
  // by the content too, the title was a second paint, in the web font by then.
  return (
    <PageFrame title={intl.formatMessage(m.title)} width="content">
      <Suspense fallback={<ContentLoading />}>
        <AccountDetailsContent {...props} />
      </Suspense>
    </PageFrame>
  );
}

/** The room of the content while its code downloads; the frame is busy meanwhile. */
function ContentLoading() {
  useFrameBusy(true);
  return <Skeleton height={240} />;
}
