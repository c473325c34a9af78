import { PageFrame, useFrameBusy } from '@frontoffice/ui/PageFrame';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ListsSkeleton } from '../components/RentalSection/ListsSkeleton.tsx';
import type { RentalListPage } from '../rentals/links.ts';

const TITLES = {
  bookings: { id: 'rentals.BookingsPage.title' },
  carpoolings: { id: 'rentals.CarpoolingsPage.title' },
  history: { id: 'rentals.HistoryPage.title' },
} satisfies Record<RentalListPage, MessageDescriptor>;

/**
 * The frame and title of a list's page (spec §2: account/bookings, account/carpoolings, account/bookings-history), a
 * module of its own: their routes draw them at once (the bookings' and carpoolings' largest paint), and the lists in
 * them once their code has come (issue 32: drawn by the page, the title waited for the page's code, four levels of
 * shared files on a phone's connection).
 */
export function ListFrame({ list, children }: { list: RentalListPage; children: ReactNode }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(TITLES[list])} width="content">
      {children}
    </PageFrame>
  );
}

/** A list's outline while its code downloads, as the page draws it while its answers come; the page busy meanwhile. */
export function ListsLoading() {
  useFrameBusy(true);
  return <ListsSkeleton />;
}
