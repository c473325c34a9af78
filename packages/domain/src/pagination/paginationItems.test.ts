import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination.ts';

// These rows were ui's, when ui had its own copy of the rule (issue 12: one home for each rule).

describe('paginationItems (spec §9: sibling count 1, boundary count 2)', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps two boundary pages each end and one sibling each side of the current page', () => {
    expect(paginationItems(10, 20)).toEqual([1, 2, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 19, 20]);
  });

  it('fills the start when the current page is near it', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 19, 20]);
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 'end-ellipsis', 19, 20]);
    expect(paginationItems(6, 20)).toEqual([1, 2, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 19, 20]);
  });

  it('fills the end when the current page is near it', () => {
    expect(paginationItems(20, 20)).toEqual([1, 2, 'start-ellipsis', 15, 16, 17, 18, 19, 20]);
    expect(paginationItems(16, 20)).toEqual([1, 2, 'start-ellipsis', 15, 16, 17, 18, 19, 20]);
    expect(paginationItems(15, 20)).toEqual([1, 2, 'start-ellipsis', 14, 15, 16, 'end-ellipsis', 19, 20]);
  });

  it('keeps the same number of elements wherever the current page is', () => {
    for (let page = 1; page <= 20; page += 1) expect(paginationItems(page, 20)).toHaveLength(9);
  });

  it('shows nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
