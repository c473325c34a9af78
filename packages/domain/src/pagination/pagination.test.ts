import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, paginationItems, showsPagination } from './pagination.ts';

describe('pagination (spec §9)', () => {
  it.each([
    ['total 0', 0, 15, 0],
    ['exactly one page', 15, 15, 1],
    ['one more than a page', 16, 15, 2],
    ['less than a page', 3, 20, 1],
    ['exactly two pages', 40, 20, 2],
    ['missing total', null, 20, 0],
    ['limit 0', 10, 0, 0],
    ['negative total', -5, 10, 0],
  ])('§9 pages with %s: ceil(%s / %s) = %i', (_, total, limit, expected) => {
    expect(pageCount(total, limit)).toBe(expected);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('§9 %i pages show a paginator: %s', (count, expected) => {
    expect(showsPagination(count)).toBe(expected);
  });

  it.each([
    [0, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 1],
  ])('§9 page %d of %i is clamped to %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });

  it.each([
    ['no pages (total 0)', 1, 0, []],
    ['exactly one page', 1, 1, [1]],
    ['two pages', 2, 2, [1, 2]],
    ['five pages, all shown', 3, 5, [1, 2, 3, 4, 5]],
    ['seven pages, all shown', 1, 7, [1, 2, 3, 4, 5, 6, 7]],
    ['ten pages, first', 1, 10, [1, 2, 3, 4, 5, 6, 'end-ellipsis', 9, 10]],
    ['ten pages, page 5: an ellipsis never hides page 3 alone', 5, 10, [1, 2, 3, 4, 5, 6, 'end-ellipsis', 9, 10]],
    ['ten pages, page 6: an ellipsis never hides page 8 alone', 6, 10, [1, 2, 'start-ellipsis', 5, 6, 7, 8, 9, 10]],
    ['ten pages, last', 10, 10, [1, 2, 'start-ellipsis', 5, 6, 7, 8, 9, 10]],
    ['twenty pages, page 12', 12, 20, [1, 2, 'start-ellipsis', 11, 12, 13, 'end-ellipsis', 19, 20]],
  ] as const)('§9 items with %s (page %i of %i)', (_, page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });

  it('§9 counts can be overridden', () => {
    expect(paginationItems(5, 10, { siblingCount: 0, boundaryCount: 1 })).toEqual([1, 'start-ellipsis', 5, 'end-ellipsis', 10]);
  });
});
