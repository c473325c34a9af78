// The bookings lists mounted as the app's routes mount them (apps/frontoffice/src/routes/account/bookings.tsx,
// carpoolings.tsx, bookings-history.tsx): the route checks the list's pages in the address with its `validateSearch`
// and hands them to the page, which asks for another page through `onSearchChange`. Shared by the page tests and the
// page stories; it runs inside the page harness's router (@frontoffice/test-utils).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { BookingsPage } from '../pages/BookingsPage.tsx';
import { CarpoolingsPage } from '../pages/CarpoolingsPage.tsx';
import { HistoryPage } from '../pages/HistoryPage.tsx';
import type { RentalListPage } from '../rentals/links.ts';
import { validateActiveListSearch, validateHistoryListSearch } from '../rentals/listSearch.ts';

/** One of the three lists on the router's URL, as the app's route renders it. */
export function ListRoute({ list }: { list: RentalListPage }) {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  // The router keeps an unchanged search object (structural sharing), so the check runs when the URL changes only.
  const active = useMemo(() => validateActiveListSearch(raw), [raw]);
  const history = useMemo(() => validateHistoryListSearch(raw), [raw]);
  // As the app's routes: the list scrolls itself to the top (spec §9, RentalSection), not the router a second time.
  const go = (search: object) => void navigate({ to: '.', search: search as Record<string, unknown>, resetScroll: false });
  if (list === 'history') return <HistoryPage search={history} onSearchChange={go} />;
  const Page = list === 'bookings' ? BookingsPage : CarpoolingsPage;
  return <Page search={active} onSearchChange={go} />;
}
