// The booking detail mounted as the app's routes mount it: the id comes from the URL (`/account/bookings/{id}`), so a
// story's `prepare` can pick a seeded rental of the demo API and give its path; the list's pages come from its query.
import type { DemoApi } from '@frontoffice/demo-api';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RentalListPage } from '../rentals/links.ts';
import { validateActiveListSearch, validateBookingDetailSearch, validateHistoryListSearch } from '../rentals/listSearch.ts';
import { RentalDetailPage } from '../pages/RentalDetailPage.tsx';

const VALIDATE_DETAIL_SEARCH = {
  bookings: validateBookingDetailSearch,
  carpoolings: validateActiveListSearch,
  history: validateHistoryListSearch,
} as const;

/**
 * The detail of the rental whose id ends the URL's path, with the pages of the list it was opened from checked as the
 * app's detail routes check them (their `validateSearch`).
 */
export function DetailRoute({ list }: { list: RentalListPage }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const raw = useSearch({ strict: false });
  const listSearch = useMemo(() => VALIDATE_DETAIL_SEARCH[list](raw), [list, raw]);
  return <RentalDetailPage id={Number(pathname.split('/').pop())} list={list} listSearch={listSearch} />;
}

/** The seeded rentals of the demo driver (id 1) a story may show. */
export type SeededRental = 'upcoming' | 'in_progress' | 'closed' | 'carpooling';

/** A seeded rental of the demo driver, relative to the demo API's clock. */
export function seededRental(api: DemoApi, which: SeededRental) {
  const now = api.now();
  const found = [...api.state.rentals.values()]
    .filter((r) => r.driver_id === 1)
    .find((r) => {
      const start = Date.parse(r.reservation_start_time);
      const end = Date.parse(r.reservation_end_time);
      if (which === 'carpooling') return r.carpooling;
      if (which === 'in_progress') return start <= now && end > now && !r.fixedStatus;
      if (which === 'closed') return end < now && !r.fixedStatus;
      return start > now && !r.carpooling && !r.fixedStatus;
    });
  if (!found) throw new Error(`The demo API seeds no ${which} rental for the driver`);
  return found;
}
