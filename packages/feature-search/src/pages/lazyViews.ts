import { lazy } from 'react';
import { loadSearchTimePicker } from '../components/SearchForm/loadSearchTimePicker.ts';

// The search form and the sub-views of spec §2 (vehicle details, booking review, confirmation) each come in their own
// chunk, and the form's date pickers in yet another; the results list and a station's info window too (issue 18: the
// page paints without them): every chunk of the search view stays within its budget
// (apps/frontoffice/budgets.json), and the sub-views are fetched only when the driver is about to need them.

/** The form's chunk, and its date pickers' beside it (they would otherwise wait for the form to render). */
export const loadSearchForm = () => {
  void loadSearchTimePicker();
  return import('../components/SearchForm/SearchForm.tsx');
};
/** The results list (issue 18): only a search shows it, so the first paint of the page does not wait for it. */
export const loadResultsList = () => import('../components/ResultsList/ResultsList.tsx');
/** A station's info window (issue 18): only opened from a pin or the stations list. */
export const loadStationDialog = () => import('../map/StationDialog.tsx');
export const loadVehicleDetails = () => import('../components/VehicleDetails/VehicleDetails.tsx');
export const loadBookingReview = () => import('../components/BookingReview/BookingReview.tsx');
export const loadBookingConfirmation = () => import('../components/BookingConfirmation/BookingConfirmation.tsx');

export const LazySearchForm = lazy(() => loadSearchForm().then((module) => ({ default: module.SearchForm })));
export const LazyResultsList = lazy(() => loadResultsList().then((module) => ({ default: module.ResultsList })));
export const LazyStationDialog = lazy(() => loadStationDialog().then((module) => ({ default: module.StationDialog })));
export const LazyVehicleDetails = lazy(() => loadVehicleDetails().then((module) => ({ default: module.VehicleDetails })));
export const LazyBookingReview = lazy(() => loadBookingReview().then((module) => ({ default: module.BookingReview })));
export const LazyBookingConfirmation = lazy(() =>
  loadBookingConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

/** Loads every chunk of the search view at once (tests, which must not end while a chunk is still arriving). */
export function preloadSearchViews(): Promise<unknown> {
  return Promise.all([
    loadSearchForm(),
    loadSearchTimePicker(),
    loadResultsList(),
    loadStationDialog(),
    loadVehicleDetails(),
    loadBookingReview(),
    loadBookingConfirmation(),
  ]);
}
