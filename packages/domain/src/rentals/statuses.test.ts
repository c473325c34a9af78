import { describe, expect, it } from 'vitest';
import {
  parseRentalStatus,
  RENTAL_STATUSES,
  rentalListOf,
  rentalListQuery,
  rentalStatusGroup,
  rentalStatusLabel,
} from './statuses.ts';

describe('rental statuses', () => {
  it.each([
    ['pending', 'upcoming', 'upcoming'],
    ['prepared', 'upcoming', 'planned'],
    ['check_in', 'in_progress', 'in_progress'],
    ['check_out', 'in_progress', 'in_progress'],
    ['in_progress', 'in_progress', 'in_progress'],
    ['locking', 'in_progress', 'in_progress'],
    ['closed', 'closed', 'closed'],
    ['expired', 'closed', 'expired'],
    ['cancelled', 'closed', 'cancelled'],
    ['refused', 'closed', 'refused'],
    ['PENDING', 'upcoming', 'upcoming'],
    ['CHECK_IN', 'in_progress', 'in_progress'],
  ] as const)('§4 status %s is in group %s with label %s', (status, group, label) => {
    expect(rentalStatusGroup(status)).toBe(group);
    expect(rentalStatusLabel(status)).toBe(label);
    expect(rentalListOf(status)).toBe(group);
  });

  it.each([[''], [null], [undefined], ['archived']])('§4 unknown status %j has no group nor label', (status) => {
    expect(parseRentalStatus(status)).toBeUndefined();
    expect(rentalStatusGroup(status)).toBeUndefined();
    expect(rentalStatusLabel(status)).toBeUndefined();
  });

  it('§4 every status belongs to exactly one group', () => {
    expect(RENTAL_STATUSES.map((s) => rentalStatusGroup(s)).filter((g) => g === undefined)).toEqual([]);
  });

  it.each([
    ['upcoming', ['pending', 'prepared'], 20, 'asc'],
    ['in_progress', ['check_in', 'check_out', 'in_progress', 'locking'], 3, 'asc'],
    ['closed', ['closed', 'expired', 'cancelled', 'refused'], 15, 'desc'],
  ] as const)('§4 §9 the %s list asks for %j, %i per page, %s', (list, statuses, limit, order) => {
    expect(rentalListQuery(list)).toEqual({ statuses, limit, order });
  });
});
