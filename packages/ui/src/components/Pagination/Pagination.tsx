import { Button } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { paginationItems } from '@frontoffice/domain';
import * as s from './Pagination.css.ts';

/** Props of `Pagination`. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The number of pages (spec §9: ceil(total / limit) from the server's meta). */
  pageCount: number;
  /** Called with the page to show; the caller scrolls to the top (spec §9). */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark (e.g. "Pages"). */
  label: string;
  /** Accessible name of the previous-page button. */
  previousLabel: string;
  /** Accessible name of the next-page button. */
  nextLabel: string;
  /** Accessible name of a page button, e.g. `(3) => "Page 3"`. */
  pageLabel: (page: number) => string;
  /** The phone summary, e.g. `(3, 20) => "Page 3 of 20"`. */
  formatStatus: (page: number, pageCount: number) => string;
}

/**
 * Page navigation (spec §9: sibling count 1, boundary count 2) with previous and next buttons. Phones show the
 * arrows and "page X of Y"; the numbered list shows from tablets up. Renders nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  formatStatus,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={s.nav} aria-label={label}>
      <IconButton icon={<ChevronLeftIcon />} label={previousLabel} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)} />
      {/* Hidden from tablets up, where the numbered list says the same. */}
      <span className={s.compact}>{formatStatus(page, pageCount)}</span>
      <ul className={s.list}>
        {paginationItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={s.page}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={s.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <IconButton
        icon={<ChevronRightIcon />}
        label={nextLabel}
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
