/**
 * Pagination (spec §9): pages = ceil(total / limit) from the server meta; items with sibling count 1 and boundary
 * count 2, the algorithm of MUI's `usePagination` without the previous/next buttons, which the component adds.
 */

/** Sibling and boundary counts (spec §9). */
export const PAGINATION = { siblingCount: 1, boundaryCount: 2 } as const;

/** One item of the page list: a page number or an ellipsis. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Number of pages: ceil(total / limit); 0 when there is nothing or the limit is not positive (spec §9). */
export function pageCount(total: number | null | undefined, limit: number | null | undefined): number {
  if (!total || !limit || total <= 0 || limit <= 0) return 0;
  return Math.ceil(total / limit);
}

/** Whether a paginator is worth showing: more than one page. */
export function showsPagination(count: number): boolean {
  return count > 1;
}

/** A page number kept within 1..count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page) || count < 1) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), count);
}

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The page items around `page` (spec §9): `boundaryCount` pages at each end, `siblingCount` pages each side of the
 * current one, and an ellipsis where pages are skipped; an ellipsis never hides a single page.
 * @param options.siblingCount @default 1
 * @param options.boundaryCount @default 2
 */
export function paginationItems(
  page: number,
  count: number,
  {
    siblingCount = PAGINATION.siblingCount,
    boundaryCount = PAGINATION.boundaryCount,
  }: { siblingCount?: number; boundaryCount?: number } = {},
): PaginationItem[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    endPages.length > 0 ? (endPages[0] as number) - 2 : count - 1,
  );
  const before: PaginationItem[] =
    siblingsStart > boundaryCount + 2
      ? ['start-ellipsis']
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : [];
  const after: PaginationItem[] =
    siblingsEnd < count - boundaryCount - 1
      ? ['end-ellipsis']
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : [];
  return [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
}
