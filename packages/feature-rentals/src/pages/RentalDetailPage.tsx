import { useDeferredValue } from 'react';
import { ApiError, useApiClient, useSession, userRentalQueryOptions, useTenant } from '@frontoffice/api-client';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles } from '@frontoffice/ui/PageFrame';
import { Button } from '@frontoffice/ui/Button';
import { useQuery } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { loadedAddPassengerForm, showsAddPassengerForm, useAddPassengerFormReady } from '../components/Passengers/addPassengerFormChunk.ts';
import { RentalDetail } from '../components/RentalDetail/RentalDetail.tsx';
import { useRentalDetailBodyReady } from '../components/RentalDetail/bodyChunk.ts';
import type { RentalListPage } from '../rentals/links.ts';
import type { RentalListSearch } from '../rentals/listSearch.ts';
import { askedAWhileAgo, detailPhotoOf } from '../rentals/prefetch.ts';
import { useDetailAnswered, useDetailHeadAnswered, useOnceTrue, usePhotoSettled, useShownAfterPaint } from '../rentals/useAnswered.ts';
import { useVehicle } from '../rentals/useRentalData.ts';
import { BackToList, RentalDetailLoading } from './RentalDetailLoading.tsx';

const m = {
  notFoundTitle: { id: 'rentals.RentalDetailPage.notFoundTitle' },
  notFoundBody: { id: 'rentals.RentalDetailPage.notFoundBody' },
  failedTitle: { id: 'rentals.RentalDetailPage.failedTitle' },
  retry: { id: 'common.retry' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link RentalDetailPage}. */
export interface RentalDetailPageProps {
  /** The rental's id, from the URL. */
  id: number;
  /** The list it was opened from (spec §2): the back link and where a passenger goes after leaving. */
  list: RentalListPage;
  /**
   * The pages of the list it was opened from, from the route's `validateSearch` (the card's link carries them): the
   * back link returns to that page (spec §9, issue 31). None: the list's first pages.
   */
  listSearch?: RentalListSearch;
  /** config.json's `mapStyleUrl`: a real map style for the station map (the bundled offline one otherwise). */
  mapStyleUrl?: string;
  /**
   * What the rest of the page waits for once its head is drawn (issue 32): the app gives, on the visit's first page,
   * the browser's report of its largest paint (the photo); none: the next frame.
   */
  afterHeadPaint?: () => Promise<void> | undefined;
}

/**
 * The booking detail (spec §2): `GET /user/rentals/{id}`; a rental that is not the account's, or no longer, is said
 * so with a way back; a failure can be retried. The detail shows once its vehicle, stations and the like have answered
 * (issue 32: nothing moves once drawn).
 */
export function RentalDetailPage({ id, list, listSearch, mapStyleUrl, afterHeadPaint }: RentalDetailPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const { user } = useSession();
  const valid = Number.isInteger(id) && id > 0;
  // The route asked for it before the page's code came (usePrefetchRentalHead): not asked again as the page mounts.
  const rental = useQuery({ ...userRentalQueryOptions(client, id), enabled: valid, refetchOnMount: askedAWhileAgo });
  // issue 32: the head (the title, the badges and the vehicle's photo: the page's largest paint) is drawn once the
  // rental and its vehicle have answered; the rest is asked for once the head is on screen (on a phone's slow network
  // the photo does not share it with five other answers), and drawn once it has all come, each part in its final place.
  // Until then the page is busy (and the app frame's footer waits with it, ui's AppLayout).
  // Each stage drawn by a deferred render: the answers reach React as synchronous updates, and a stage drawn in one of
  // them was a long task on a phone; deferred, React draws it in short slices.
  const headAnswered = useDeferredValue(useOnceTrue(useDetailHeadAnswered(rental.data), id), false);
  const photoSettled = usePhotoSettled(detailPhotoOf(useVehicle(rental.data?.vehicle_id).data));
  const headShown = useShownAfterPaint(headAnswered && user !== undefined && photoSettled, id, afterHeadPaint);
  const formWanted = rental.data !== undefined && showsAddPassengerForm(rental.data, user?.id, tenant);
  const formReady = useAddPassengerFormReady(formWanted && headShown) && (!formWanted || headShown || loadedAddPassengerForm() !== undefined);
  // The body's code (its actions, cards, map: a chunk of its own, issue 32) is asked for once the head is on screen,
  // its photo painted, as its answers: asked beside them, it came before the photo's paint (Lighthouse: a booking
  // 3.24-3.28 s against 2.84-2.86 s).
  const bodyReady = useRentalDetailBodyReady(headShown);
  // Before the head is shown, only what the cache holds: a booking opened again is drawn whole at once.
  const answered = useDeferredValue(useOnceTrue(useDetailAnswered(rental.data, headShown) && formReady && bodyReady, id), false);
  const back = <BackToList list={list} listSearch={listSearch} />;
  if (!valid || rental.isError) {
    const notFound = !valid || (rental.error instanceof ApiError && (rental.error.status === 404 || rental.error.status === 403));
    return (
      <PageFrame title={intl.formatMessage(notFound ? m.notFoundTitle : m.failedTitle)} headerEnd={back} width="content">
        {notFound ? (
          <p className={pageStyles.intro}>{intl.formatMessage(m.notFoundBody)}</p>
        ) : (
          <div className={pageStyles.actions}>
            <Button onPress={() => void rental.refetch()}>{intl.formatMessage(m.retry)}</Button>
          </div>
        )}
      </PageFrame>
    );
  }
  if (!rental.data || !user || (!headAnswered && !answered)) {
    return <RentalDetailLoading list={list} listSearch={listSearch} />;
  }
  return (
    <RentalDetail
      rental={rental.data}
      user={user}
      tenant={tenant}
      back={back}
      mapStyleUrl={mapStyleUrl}
      updatedAt={rental.dataUpdatedAt}
      showsBody={answered}
    />
  );
}
