import { createElement, lazy, use } from 'react';
import { loadSearchTimePicker } from '../components/SearchForm/loadSearchTimePicker.ts';
import type { SearchFormProps } from '../components/SearchForm/SearchForm.tsx';

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

type SearchFormModule = Awaited<ReturnType<typeof loadSearchForm>>;
let searchFormModule: Promise<SearchFormModule> | undefined;

/**
 * The form's module, asked for once. The promise says it has settled the way React's `use` reads it (`status`), so
 * that once the module has run, the form renders at once instead of showing its placeholder for a frame, as a
 * `lazy` component would (issue 18: the app draws a first visit's search page after its consent dialog; the
 * placeholder, shorter than the form, moved what is below it).
 */
function searchForm(): Promise<SearchFormModule> {
  if (!searchFormModule) {
    const module = loadSearchForm();
    module.then(
      (value) => Object.assign(module, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(module, { status: 'rejected', reason }),
    );
    searchFormModule = module;
  }
  return searchFormModule;
}

/** The search form, in its own chunk: suspends until the chunk has run (a Suspense boundary shows the placeholder). */
export function LazySearchForm(props: SearchFormProps) {
  return createElement(use(searchForm()).SearchForm, props);
}
export const LazyResultsList = lazy(() => loadResultsList().then((module) => ({ default: module.ResultsList })));
export const LazyStationDialog = lazy(() => loadStationDialog().then((module) => ({ default: module.StationDialog })));
export const LazyVehicleDetails = lazy(() => loadVehicleDetails().then((module) => ({ default: module.VehicleDetails })));
export const LazyBookingReview = lazy(() => loadBookingReview().then((module) => ({ default: module.BookingReview })));
export const LazyBookingConfirmation = lazy(() =>
  loadBookingConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

/**
 * Loads the search form's chunks (the form and its date pickers) and runs them, so that a page drawn after this does
 * not show the form's placeholder first (issue 18: the app draws a first visit's search page once its consent dialog
 * is on screen; the placeholder, shorter than the form, would move what is below it).
 */
export function preloadSearchForm(): Promise<unknown> {
  return Promise.all([searchForm(), loadSearchTimePicker()]);
}

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
