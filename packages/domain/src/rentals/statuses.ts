/** Rental statuses (spec §4). The server may send them upper-cased (`PENDING`); see {@link parseRentalStatus}. */
export const RENTAL_STATUSES = [
  'pending',
  'prepared',
  'check_in',
  'check_out',
  'in_progress',
  'locking',
  'closed',
  'expired',
  'cancelled',
  'refused',
] as const;
/** A rental status. */
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Closed group (spec §4). */
export const CLOSED_STATUSES = ['closed', 'expired', 'cancelled', 'refused'] as const satisfies readonly RentalStatus[];
/** In-progress group (spec §4). */
export const IN_PROGRESS_STATUSES = [
  'check_in',
  'check_out',
  'in_progress',
  'locking',
] as const satisfies readonly RentalStatus[];
/** Upcoming group (spec §4). */
export const UPCOMING_STATUSES = ['pending', 'prepared'] as const satisfies readonly RentalStatus[];
/** Cancellable group: the upcoming group, for the owner's cancel and a passenger's cancel of participation (D8). */
export const CANCELLABLE_STATUSES = UPCOMING_STATUSES;
/** Statuses in which the driver may add passengers (spec §4). */
export const PASSENGER_EDITABLE_STATUSES = [
  'pending',
  'prepared',
  'check_in',
] as const satisfies readonly RentalStatus[];

/** Status groups (spec §4). */
export const RENTAL_STATUS_GROUPS = ['upcoming', 'in_progress', 'closed'] as const;
/** A status group. */
export type RentalStatusGroup = (typeof RENTAL_STATUS_GROUPS)[number];

/**
 * Display label keys of a status; features map them to translated text.
 *
 * Choice (the one place it is made): spec §4 labels the in-progress group 'in progress', `pending` 'upcoming' and
 * `prepared` 'planned', but shows no label for the closed group. Each closed status keeps its own key (`closed`,
 * `expired`, `cancelled`, `refused`), because the history must tell a cancelled booking from a completed one.
 */
export const RENTAL_STATUS_LABELS = [
  'in_progress',
  'upcoming',
  'planned',
  'closed',
  'expired',
  'cancelled',
  'refused',
] as const;
/** A status label key. */
export type RentalStatusLabel = (typeof RENTAL_STATUS_LABELS)[number];

const LABEL_OF: Record<RentalStatus, RentalStatusLabel> = {
  pending: 'upcoming',
  prepared: 'planned',
  check_in: 'in_progress',
  check_out: 'in_progress',
  in_progress: 'in_progress',
  locking: 'in_progress',
  closed: 'closed',
  expired: 'expired',
  cancelled: 'cancelled',
  refused: 'refused',
};

/** A status as the server sends it, in any case (`PENDING` or `pending`), or undefined when unknown. */
export function parseRentalStatus(value: string | null | undefined): RentalStatus | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  return (RENTAL_STATUSES as readonly string[]).includes(lower) ? (lower as RentalStatus) : undefined;
}

/** Whether a status (any case) belongs to a list of statuses. */
export function isStatusIn(status: string | null | undefined, statuses: readonly RentalStatus[]): boolean {
  const parsed = parseRentalStatus(status);
  return parsed !== undefined && statuses.includes(parsed);
}

/** The group of a status (spec §4), or undefined for an unknown status. */
export function rentalStatusGroup(status: string | null | undefined): RentalStatusGroup | undefined {
  const parsed = parseRentalStatus(status);
  if (parsed === undefined) return undefined;
  if (isStatusIn(parsed, UPCOMING_STATUSES)) return 'upcoming';
  if (isStatusIn(parsed, IN_PROGRESS_STATUSES)) return 'in_progress';
  return 'closed';
}

/** The display label key of a status (spec §4; closed statuses: see {@link RENTAL_STATUS_LABELS}). */
export function rentalStatusLabel(status: string | null | undefined): RentalStatusLabel | undefined {
  const parsed = parseRentalStatus(status);
  return parsed === undefined ? undefined : LABEL_OF[parsed];
}

/** The rental lists of the account area (spec §2, §4). */
export const RENTAL_LISTS = ['upcoming', 'in_progress', 'closed'] as const;
/** A rental list. */
export type RentalList = (typeof RENTAL_LISTS)[number];

/** What to ask the server for one rental list: statuses, page size and order (spec §4, §9). */
export interface RentalListQuery {
  /** Statuses of the list. */
  statuses: readonly RentalStatus[];
  /** Page size (spec §9: closed 15, in progress 3, upcoming 20). */
  limit: number;
  /**
   * Sort order: closed rentals newest first (spec §9). The spec gives no order for the other lists; they are listed
   * soonest first, the order in which the driver will meet them.
   */
  order: 'asc' | 'desc';
}

const LIST_QUERIES: Record<RentalList, RentalListQuery> = {
  upcoming: { statuses: UPCOMING_STATUSES, limit: 20, order: 'asc' },
  in_progress: { statuses: IN_PROGRESS_STATUSES, limit: 3, order: 'asc' },
  closed: { statuses: CLOSED_STATUSES, limit: 15, order: 'desc' },
};

/** The query of a rental list (spec §4: upcoming fetched for pending and prepared; §9 list sizes). */
export function rentalListQuery(list: RentalList): RentalListQuery {
  return LIST_QUERIES[list];
}

/** The list a rental belongs in after a change, e.g. cancelled → closed (spec §4). */
export function rentalListOf(status: string | null | undefined): RentalList | undefined {
  return rentalStatusGroup(status);
}
