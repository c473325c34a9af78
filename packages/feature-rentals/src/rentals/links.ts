import { pagePath } from '@frontoffice/domain';

/** The three lists of the account's bookings (spec §2), each with its own detail route. */
export type RentalListPage = 'bookings' | 'carpoolings' | 'history';

/**
 * The detail of a rental opened from a list (spec §2): `account/bookings/{id}?page=bookings`,
 * `account/carpoolings/{id}`, `account/bookings-history/{id}`.
 */
export function rentalDetailPath(list: RentalListPage, id: number): string {
  const path = `${pagePath(list)}/${id}`;
  return list === 'bookings' ? `${path}?page=bookings` : path;
}

/** The list a detail page goes back to. */
export function rentalListPath(list: RentalListPage): string {
  return pagePath(list);
}

/** The search, where an empty list leads (spec §2). */
export const SEARCH_PATH = pagePath('search');
