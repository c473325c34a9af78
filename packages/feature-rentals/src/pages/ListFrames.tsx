import { PageFrame, useFrameBusy } from '@frontoffice/ui/PageFrame';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ListsSkeleton } from '../components/RentalSection/ListsSkeleton.tsx';

const m = {
  bookings: { id: 'rentals.BookingsPage.title' },
  carpoolings: { id: 'rentals.CarpoolingsPage.title' },
  history: { id: 'rentals.HistoryPage.title' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The frame and title of the bookings page (spec §2 account/bookings). The lists' frames are a module of their own:
 * their routes draw them at once (the bookings' and carpoolings' largest paint), and the lists in them once their code
 * has come (issue 32: drawn by the page, the title waited for the page's code, four levels of shared files on a
 * phone's connection).
 */
export function BookingsFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.bookings)} width="content">
      {children}
    </PageFrame>
  );
}

/** The frame and title of the carpoolings page (spec §2 account/carpoolings), as `BookingsFrame`. */
export function CarpoolingsFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.carpoolings)} width="content">
      {children}
    </PageFrame>
  );
}

/** The frame and title of the history page (spec §2 account/bookings-history), as `BookingsFrame`. */
export function HistoryFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(m.history)} width="content">
      {children}
    </PageFrame>
  );
}

/** A list's outline while its code downloads, as the page draws it while its answers come; the page busy meanwhile. */
export function ListsLoading() {
  useFrameBusy(true);
  return <ListsSkeleton />;
}
