import type { Rental, RentalList } from '@frontoffice/api-client';
import { pageCount } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Pagination } from '@frontoffice/ui/Pagination';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './RentalSection.css.ts';

const m = {
  pages: { id: 'rentals.RentalSection.pages' },
  page: { id: 'rentals.RentalSection.page' },
  status: { id: 'rentals.RentalSection.status' },
  failed: { id: 'rentals.RentalSection.failed' },
  previous: { id: 'common.previous' },
  next: { id: 'common.next' },
  retry: { id: 'common.retry' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link RentalSection}. */
export interface RentalSectionProps {
  /** The section's heading (an `h2`). */
  title: string;
  /** The page of the list, from {@link useRentalListPage}. */
  query: UseQueryResult<RentalList>;
  /** The page shown, from 1. */
  page: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** What shows when the list is empty. */
  empty: ReactNode;
  /** One item of the list (a card, usually). */
  renderItem: (rental: Rental) => ReactNode;
  /** Renders the items instead of the plain list (the history groups them by month). */
  renderItems?: (rentals: Rental[]) => ReactNode;
}

/**
 * One list of the bookings pages (spec §2): a heading, the cards, and the pagination of spec §9 (pages from the
 * server's meta, sibling 1, boundary 2, back to the top on change). While it loads a skeleton shows; a failure says so
 * with a retry (the rest of the page keeps working).
 */
export function RentalSection({ title, query, page, onPageChange, empty, renderItem, renderItems }: RentalSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const data = query.data;
  const pages = data ? pageCount(data.meta.total, data.meta.limit) : 0;
  const changePage = (next: number) => {
    onPageChange(next);
    // spec §9: the page scrolls to top on change.
    window.scrollTo({ top: 0 });
  };
  let content: ReactNode;
  if (data) {
    content =
      data.rentals.length === 0 ? (
        empty
      ) : renderItems ? (
        renderItems(data.rentals)
      ) : (
        <ul className={s.list}>
          {data.rentals.map((rental) => (
            <li key={rental.id}>{renderItem(rental)}</li>
          ))}
        </ul>
      );
  } else if (query.isError) {
    content = (
      <div className={s.failure} role="alert">
        <p className={s.muted}>{intl.formatMessage(m.failed)}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  } else {
    content = <Skeleton lines={3} />;
  }
  return (
    <section className={s.section} aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <h2 id={headingId} className={s.heading}>
        {title}
      </h2>
      {content}
      <Pagination
        page={page}
        pageCount={pages}
        onPageChange={changePage}
        label={intl.formatMessage(m.pages, { list: title })}
        previousLabel={intl.formatMessage(m.previous)}
        nextLabel={intl.formatMessage(m.next)}
        pageLabel={(n) => intl.formatMessage(m.page, { page: n })}
        formatStatus={(n, count) => intl.formatMessage(m.status, { page: n, count })}
      />
    </section>
  );
}

