import { pagePath } from '@frontoffice/domain';
import { pageForAddress, readPageParam, type RentalListSearch } from './listSearch.ts';

/** The query string of a list's pages (`?upcomingPage=2`) after `first`'s parameters, or nothing on the first pages. */
function listQueryString(search: RentalListSearch | undefined, first: Record<string, string> = {}): string {
  const query = new URLSearchParams(first);
  for (const [key, value] of Object.entries(search ?? {})) {
    const page = pageForAddress(readPageParam(value));
    if (page !== undefined) query.set(key, String(page));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The three lists of the account's bookings (spec §2), each with its own detail route. */
export type RentalListPage = 'bookings' | 'carpoolings' | 'history';

/**
 * The detail of a rental opened from a list (spec §2): `account/bookings/{id}?page=bookings`,
 * `account/carpoolings/{id}`, `account/bookings-history/{id}`, carrying the list's pages (spec §9, issue 31) so that
 * the detail's way back returns to the page it was opened from.
 */
export function rentalDetailPath(list: RentalListPage, id: number, listSearch?: RentalListSearch): string {
  return `${pagePath(list)}/${id}${listQueryString(listSearch, list === 'bookings' ? { page: 'bookings' } : {})}`;
}

/** The list a detail page goes back to, on the page it was opened from. */
export function rentalListPath(list: RentalListPage, listSearch?: RentalListSearch): string {
  return `${pagePath(list)}${listQueryString(listSearch)}`;
}

/** The search, where an empty list leads (spec §2). */
export const SEARCH_PATH = pagePath('search');
