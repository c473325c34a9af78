// The page of each bookings list, in the address (spec §9 pagination; issue 31): Back from a booking, its own "back to
// my bookings" link, a reload or a shared link all show the page it was opened from. The app's route components read
// these parameters with the functions below (not in `validateSearch`, which the router keeps in the entry chunk that
// /login pays for) and hand the result to the pages; the module has its own subpath
// (`@frontoffice/feature-rentals/listSearch`) so that a route takes only this.

/** The pages of the in-progress and upcoming lists of account/bookings or account/carpoolings (spec §2). */
export interface ActiveListSearch {
  /** The in-progress list's page, from 2 (the first page leaves it out). */
  inProgressPage?: number;
  /** The upcoming list's page, from 2 (the first page leaves it out). */
  upcomingPage?: number;
}

/** The page of account/bookings-history (spec §2). */
export interface HistoryListSearch {
  /** The page, from 2 (the first page leaves it out). */
  page?: number;
}

/** The address of a booking opened from account/bookings: spec §2's `?page=bookings`, and the list's pages. */
export interface BookingDetailSearch extends ActiveListSearch {
  page?: 'bookings';
}

/** The list pages a detail goes back to: those of the list it was opened from. */
export type RentalListSearch = ActiveListSearch | HistoryListSearch;

/** The page a URL parameter names: a whole number from 1; anything else (absent, hand-edited) is the first page. */
export function readPageParam(raw: unknown): number {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 1;
}

/** A page for the address: the first page is left out, so that the plain list's address stays plain. */
export function pageForAddress(page: number): number | undefined {
  return page > 1 ? page : undefined;
}

/** The pages named by `keys`, from 2: a first or malformed page is left out, so that the address carries only what is set. */
function pages(raw: Record<string, unknown>, keys: readonly string[]): Record<string, number> {
  const search: Record<string, number> = {};
  for (const key of keys) {
    const page = readPageParam(raw[key]);
    if (page > 1) search[key] = page;
  }
  return search;
}

/** `validateSearch` of account/bookings, account/carpoolings and account/carpoolings/{id}: each list's page. */
export function validateActiveListSearch(raw: Record<string, unknown>): ActiveListSearch {
  return pages(raw, ['inProgressPage', 'upcomingPage']);
}

/** `validateSearch` of account/bookings-history and account/bookings-history/{id}: the list's page. */
export function validateHistoryListSearch(raw: Record<string, unknown>): HistoryListSearch {
  return pages(raw, ['page']);
}

/** `validateSearch` of account/bookings/{id}: spec §2's `page=bookings`, and the pages of the lists it came from. */
export function validateBookingDetailSearch(raw: Record<string, unknown>): BookingDetailSearch {
  return raw.page === 'bookings' ? { page: 'bookings', ...validateActiveListSearch(raw) } : validateActiveListSearch(raw);
}
