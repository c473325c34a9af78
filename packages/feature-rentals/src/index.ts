// The public API of @frontoffice/feature-rentals: the pages the app's routes render (issue 15). Everything else is
// the package's own, reached by its tests and stories through relative imports.

// account/bookings, account/carpoolings, account/bookings-history (spec §2), each list's page from the address (the
// routes check it with `@frontoffice/feature-rentals/listSearch`, a subpath of its own for the entry chunk's sake).
export { BookingsPage } from './pages/BookingsPage.tsx';
export { CarpoolingsPage } from './pages/CarpoolingsPage.tsx';
export { HistoryPage, type HistoryPageProps } from './pages/HistoryPage.tsx';
export type { ActiveListPageProps } from './pages/ActiveRentalsPage.tsx';
// Their detail: account/bookings/{id}, account/carpoolings/{id}, account/bookings-history/{id} (spec §2).
export { RentalDetailPage, type RentalDetailPageProps } from './pages/RentalDetailPage.tsx';
export { usePrefetchHistory, usePrefetchRentalHead } from './rentals/prefetch.ts';
export type { RentalListPage } from './rentals/links.ts';
