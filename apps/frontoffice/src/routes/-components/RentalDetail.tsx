import { RentalDetailLoading } from '@frontoffice/feature-rentals/RentalDetailLoading';
import type { RentalDetailPageProps } from '@frontoffice/feature-rentals/RentalDetailPage';
import { lazy, Suspense } from 'react';

// Issue 32: the page is loaded behind its route, its files listed with it (firstPaintChunks.ts preloadsItsImports),
// so that the route's chunk is small and asks for the booking's head (usePrefetchRentalHead) before the page's code
// comes: in the route's chunk, those requests waited for four levels of the page's shared files.
const RentalDetailPage = lazy(() => import('@frontoffice/feature-rentals/RentalDetailPage').then((module) => ({ default: module.RentalDetailPage })));

/** A booking's detail (spec §2), drawn loading, as the page draws itself until its head has come, while its code comes. */
export function LazyRentalDetail(props: RentalDetailPageProps) {
  return (
    <Suspense fallback={<RentalDetailLoading list={props.list} listSearch={props.listSearch} />}>
      <RentalDetailPage {...props} />
    </Suspense>
  );
}
