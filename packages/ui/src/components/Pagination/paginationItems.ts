/** One element of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The pages to show around the current one (spec §9: sibling count 1, boundary count 2): the first and last
 * `boundaryCount` pages, `siblingCount` pages each side of the current one, and gaps elsewhere. A gap that would
 * hide a single page shows the page instead, so the bar keeps a constant length.
 * @param page the current page, from 1
 * @param count the number of pages (spec §9: ceil(total / limit))
 */
export function paginationItems(page: number, count: number, siblingCount = 1, boundaryCount = 2): PaginationItem[] {
  if (count <= 0) return [];
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
  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < count - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaryCount - 1) items.push('end-ellipsis');
  else if (count - boundaryCount > boundaryCount) items.push(count - boundaryCount);
  items.push(...endPages);
  return items;
}
