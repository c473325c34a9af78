import { Skeleton } from '@frontoffice/ui/Skeleton';
import * as s from './RentalSection.css.ts';

/**
 * A bookings page's content while its lists come (issue 32): cards' outlines under its title. The page is marked busy
 * meanwhile (`useFrameBusy`), and the app frame's footer waits with it (ui's AppLayout), so that the lists, once drawn,
 * move nothing. A module of its own: the route draws it, under the page's title, while the page's code downloads.
 */
export function ListsSkeleton() {
  return (
    <div className={s.list}>
      <Skeleton height="112px" />
      <Skeleton height="112px" />
    </div>
  );
}
