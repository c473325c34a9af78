import { lazy } from 'react';
import { loadSearchTimePicker } from '../components/SearchForm/loadSearchTimePicker.ts';

// The search form and the sub-views of spec §2 (vehicle details, booking review, confirmation) each come in their own
// chunk, and the form's date pickers in yet another: every chunk of the search view stays within its budget
// (apps/frontoffice/budgets.json), and the sub-views are fetched only when the driver is about to need them.

/** The form's chunk, and its date pickers' beside it (they would otherwise wait for the form to render). */
export const loadSearchForm = () => {
  void loadSearchTimePicker();
  return import('../components/SearchForm/SearchForm.tsx');
};
export const loadVehicleDetails = () => import('../components/VehicleDetails/VehicleDetails.tsx');
export const loadBookingReview = () => import('../components/BookingReview/BookingReview.tsx');
export const loadBookingConfirmation = () => import('../components/BookingConfirmation/BookingConfirmation.tsx');

export const LazySearchForm = lazy(() => loadSearchForm().then((module) => ({ default: module.SearchForm })));
export const LazyVehicleDetails = lazy(() => loadVehicleDetails().then((module) => ({ default: module.VehicleDetails })));
export const LazyBookingReview = lazy(() => loadBookingReview().then((module) => ({ default: module.BookingReview })));
export const LazyBookingConfirmation = lazy(() =>
  loadBookingConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

/** Loads every chunk of the search view at once (tests, which must not end while a chunk is still arriving). */
export function preloadSearchViews(): Promise<unknown> {
  return Promise.all([loadSearchForm(), loadSearchTimePicker(), loadVehicleDetails(), loadBookingReview(), loadBookingConfirmation()]);
}
