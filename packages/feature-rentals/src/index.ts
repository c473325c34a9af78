// The public API of @frontoffice/feature-rentals: the pages the app's routes render (issue 15). Everything else is
// the package's own, reached by its tests and stories through relative imports.

// account/bookings, account/carpoolings, account/bookings-history (spec §2).
export { BookingsPage } from './pages/BookingsPage.tsx';
export { CarpoolingsPage } from './pages/CarpoolingsPage.tsx';
export { HistoryPage } from './pages/HistoryPage.tsx';
// Their detail: account/bookings/{id}, account/carpoolings/{id}, account/bookings-history/{id} (spec §2).
export { RentalDetailPage, type RentalDetailPageProps } from './pages/RentalDetailPage.tsx';
export type { RentalListPage } from './rentals/links.ts';
