import { RentalDetailLoading } from '@frontoffice/feature-rentals/RentalDetailLoading';
import type { RentalDetailPageProps } from '@frontoffice/feature-rentals/RentalDetailPage';
import { afterFirstPagePaint } from '../../startup/firstPage.ts';
import { chunkComponent } from './rentalRoute.tsx';

// Issue 32: the page is loaded behind its route, its files listed with it (firstPaintChunks.ts preloadsItsImports),
// so that the route's chunk is small and asks for the booking's head (usePrefetchRentalHead) before the page's code
// comes: in the route's chunk, those requests waited for four levels of the page's shared files. Drawn once its code has
// come, not by a Suspense boundary's retry, which React held back until 300 ms after the loading frame (chunkComponent).
const RentalDetailPage = chunkComponent(() => import('@frontoffice/feature-rentals/RentalDetailPage').then((module) => module.RentalDetailPage));

/** A booking's detail (spec §2), drawn loading, as the page draws itself until its head has come, while its code comes. */
export function LazyRentalDetail(props: RentalDetailPageProps) {
  // On the visit's first page, the body waits for the browser's report of the photo's paint (afterFirstPagePaint).
  return <RentalDetailPage fallback={<RentalDetailLoading list={props.list} listSearch={props.listSearch} />} afterHeadPaint={afterFirstPagePaint} {...props} />;
}
