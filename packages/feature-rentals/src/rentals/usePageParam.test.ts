import { describe, expect, it } from 'vitest';
import { readPageParam } from './usePageParam.ts';

describe('readPageParam (a list page kept in the URL)', () => {
  it.each([
    [2, 2],
    ['4', 4],
    [undefined, 1],
    [0, 1],
    [-3, 1],
    [1.5, 1],
    ['2x', 1],
    [null, 1],
    [Number.MAX_VALUE, 1],
  ])('reads %j as page %i', (raw, expected) => {
    expect(readPageParam(raw)).toBe(expected);
  });
});
