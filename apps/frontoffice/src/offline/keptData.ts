import {
  type ApiClient,
  categoriesQueryOptions,
  type Rental,
  type RentalList as RentalPage,
  rentalKeys,
  rentalPassengersQueryOptions,
  stationsQueryOptions,
  type Tenant,
  tenantKeys,
  userCarpoolingRentalsQueryOptions,
  userKeys,
  userRentalsQueryOptions,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import { type RentalList, rentalListQuery, rentalStatusGroup, usesFeature } from '@frontoffice/domain';
import { type DehydratedState, dehydrate, hydrate, onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { KEPT_ACCOUNT_KEY } from './keys.ts';

// Issue 33 item 3, decision D42: what a signed-in driver reads offline, kept in IndexedDB (TanStack Query's own
// dehydrate/hydrate, idb-keyval): the tenant's settings and the help pages read (nobody's: kept for the tenant), and the
// account, its current and upcoming bookings, their vehicles, stations and passengers (kept for the tenant and the
// account, until a day after each booking ends). Nothing of a guest's; never a token (the API client keeps those in
// local storage, spec §9, and no query holds one). Loaded after the first page, for a member only (main.tsx); a start
// with no network reads it back before the first page (restoreKept).

/** The shape of what is kept: another shape is not read back. */
const FORMAT = 1;
/** A booking is kept until a day after its end (D42). */
export const KEPT_AFTER_END_MS = 24 * 60 * 60 * 1000;
/** How soon after a change the kept copy is written again. */
const WRITE_AFTER_MS = 1000;
/**
 * How long after a sign-in, a start or the network's return the bookings are asked for: after the page's own calls,
 * never competing with them.
 */
export const FETCH_AFTER_MS = 5000;

interface Kept {
  format: typeof FORMAT;
  /** The account's id (the account part only). */
  account?: number;
  state: DehydratedState;
}

let database: UseStore | undefined;
const store = () => (database ??= createStore('frontoffice-offline', 'kept'));
const tenantKey = (api: string) => `${api}|tenant`;
const accountKey = (api: string) => `${api}|account`;

const ACTIVE_LISTS: readonly RentalList[] = ['in_progress', 'upcoming'];
/** The tenant's queries kept for everyone of the tenant. */
const TENANT_PARTS = new Set(['settings', 'custom-contents', 'categories', 'rental-labels', 'terms']);

/** Whether a rental is one D42 keeps: in progress or upcoming, and not ended a day ago. */
export function keepsRental(rental: Pick<Rental, 'status' | 'reservation_end_time'>, now: number): boolean {
  const group = rentalStatusGroup(rental.status);
  const end = Date.parse(rental.reservation_end_time);
  return (group === 'in_progress' || group === 'upcoming') && !(end + KEPT_AFTER_END_MS < now);
}

/** Whether a list query is one of the active lists (in progress, upcoming), of bookings or carpoolings. */
function isActiveList(key: readonly unknown[]): boolean {
  const statuses = (key[2] as { statuses?: readonly string[] } | undefined)?.statuses ?? [];
  return statuses.length > 0 && statuses.every((status) => {
    const group = rentalStatusGroup(status);
    return group === 'in_progress' || group === 'upcoming';
  });
}

/** The rentals of the cache that are kept: their ids, vehicles, drivers. */
function keptRentals(queryClient: QueryClient, now: number): Rental[] {
  const rentals = new Map<number, Rental>();
  for (const [key, page] of queryClient.getQueriesData<RentalPage>({ queryKey: rentalKeys.all })) {
    if ((key[1] === 'list' || key[1] === 'carpooling-list') && isActiveList(key)) {
      for (const rental of page?.rentals ?? []) if (keepsRental(rental, now)) rentals.set(rental.id, rental);
    }
  }
  for (const [, rental] of queryClient.getQueriesData<Rental>({ queryKey: [...rentalKeys.all, 'detail'] })) {
    if (rental && keepsRental(rental, now)) rentals.set(rental.id, rental);
  }
  return [...rentals.values()];
}

/** Which queries of the account part are kept (D42). */
function accountFilter(queryClient: QueryClient, now: number) {
  const rentals = keptRentals(queryClient, now);
  const ids = new Set(rentals.map((rental) => rental.id));
  const vehicles = new Set(rentals.map((rental) => rental.vehicle_id));
  const drivers = new Set(rentals.map((rental) => rental.driver_id));
  return (query: Query) => {
    if (query.state.status !== 'success') return false;
    const [head, kind, id] = query.queryKey as readonly unknown[];
    if (head === userKeys.all[0]) return kind === 'current';
    if (head === 'users') return kind === 'detail' && drivers.has(id as number);
    if (head === rentalKeys.all[0]) {
      if (kind === 'list' || kind === 'carpooling-list') return isActiveList(query.queryKey);
      // Issue 35: a kept booking's condition reports, read in the car park with the rest of it.
      return (kind === 'detail' || kind === 'passengers' || kind === 'condition-reports') && ids.has(id as number);
    }
    // Issue 35: the damages already known on a kept booking's car.
    if (head === 'vehicles') return (kind === 'detail' || kind === 'damages') && vehicles.has(id as number);
    return head === 'stations';
  };
}

/** The tenant part: its settings and the pages read (D42: the help pages already read). */
const tenantFilter = (query: Query) =>
  query.state.status === 'success' && query.queryKey[0] === tenantKeys.all[0] && TENANT_PARTS.has(query.queryKey[1] as string);

/** Drops, from a kept account part, the bookings ended more than a day ago (and the list entries of them). */
export function pruneRentals(state: DehydratedState, now: number): DehydratedState {
  const queries = state.queries.flatMap((query) => {
    const [head, kind] = query.queryKey as readonly unknown[];
    if (head !== rentalKeys.all[0]) return [query];
    const data = query.state.data as Rental | RentalPage | undefined;
    if (kind === 'detail') return data && keepsRental(data as Rental, now) ? [query] : [];
    if (kind === 'list' || kind === 'carpooling-list') {
      const page = data as RentalPage | undefined;
      if (!page) return [];
      const rentals = page.rentals.filter((rental) => keepsRental(rental, now));
      const gone = page.rentals.length - rentals.length;
      return [{ ...query, state: { ...query.state, data: { rentals, meta: { ...page.meta, total: Math.max(0, page.meta.total - gone) } } } }];
    }
    return [query];
  });
  return { ...state, queries };
}

/** The account's id, when the cache holds the signed-in account. */
const accountOf = (queryClient: QueryClient) => queryClient.getQueryData<{ id: number }>(userKeys.current())?.id;

function readMarker(): string | null {
  try {
    return window.localStorage.getItem(KEPT_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

/** Every write and removal, one after the other: a removal asked for after a write lands after it. */
let queue: Promise<unknown> = Promise.resolve();
const inTurn = (step: () => Promise<unknown>) => {
  queue = queue.then(step).catch((error: unknown) => console.error('The data kept for offline use could not be written', error));
  return queue;
};
/** Counts the ends of sessions: a write taken before one is not made after it. */
let ended = 0;

/**
 * Writes what D42 keeps of the cache now: the tenant part, and the account part when the cache holds the account.
 */
export function writeKept(queryClient: QueryClient, api: string, now = Date.now()): Promise<unknown> {
  const session = ended;
  const tenant: Kept = { format: FORMAT, state: dehydrate(queryClient, { shouldDehydrateQuery: tenantFilter }) };
  const account = accountOf(queryClient);
  const accountPart: Kept | undefined =
    account === undefined ? undefined : { format: FORMAT, account, state: dehydrate(queryClient, { shouldDehydrateQuery: accountFilter(queryClient, now) }) };
  return inTurn(async () => {
    if (session !== ended) return;
    await set(tenantKey(api), tenant, store());
    if (!accountPart) return;
    await set(accountKey(api), accountPart, store());
    // After the data: a marker naming an account whose data is not (yet) there restores nothing.
    if (session === ended) window.localStorage.setItem(KEPT_ACCOUNT_KEY, String(accountPart.account));
  });
}

/**
 * Forgets the account's kept data (D42: logout, a refused session, a deleted account, another account): the marker at
 * once (main.tsx removes it synchronously too), the data after any write under way. The tenant part stays.
 */
export function forgetAccount(api: string): Promise<unknown> {
  ended += 1;
  try {
    window.localStorage.removeItem(KEPT_ACCOUNT_KEY);
  } catch {
    // storage refused: the data below goes anyway
  }
  return inTurn(() => del(accountKey(api), store()));
}

/**
 * A start with no network (main.tsx): puts the kept data back in the cache, as it was when last updated (each query's
 * `dataUpdatedAt` is the time the pages show, "as of"). The account part only for the signed-in member whose data it
 * is (the marker written with it, removed with the session), without the bookings ended more than a day ago.
 * @returns whether the app can start: the tenant's settings were kept, and a member's account too (a start without
 *   them says the service cannot be reached)
 */
export async function restoreKept(queryClient: QueryClient, api: string, member: boolean, now = Date.now()): Promise<boolean> {
  const [tenant, account] = await Promise.all([get<Kept>(tenantKey(api), store()), member ? get<Kept>(accountKey(api), store()) : undefined]);
  const hasTenant = tenant?.format === FORMAT && tenant.state.queries.some((query) => query.queryKey[1] === 'settings');
  const hasAccount = account?.format === FORMAT && account.account !== undefined && readMarker() === String(account.account);
  if (hasTenant) hydrate(queryClient, tenant.state);
  if (member && hasAccount) hydrate(queryClient, pruneRentals(account.state, now));
  return hasTenant && (!member || hasAccount);
}

/**
 * Asks for what a driver reads offline while the network is there (D42: "after one visit online", whatever page it
 * was): the current and upcoming bookings (and carpoolings where the tenant has them), their vehicles, stations and
 * passengers. Each booking's detail is the list's copy until the detail page asks the server. Queries still fresh
 * are not asked again.
 */
export async function fetchKept(queryClient: QueryClient, client: ApiClient, now = Date.now()): Promise<void> {
  const tenant = queryClient.getQueryData<Tenant>(tenantKeys.settings());
  const pages = ACTIVE_LISTS.flatMap((list) => {
    const { statuses, limit, order } = rentalListQuery(list);
    const bookings = queryClient.fetchQuery(userRentalsQueryOptions(client, { page: 1, limit, statuses: [...statuses], order }));
    const carpoolings =
      tenant && usesFeature(tenant, 'carpooling')
        ? [queryClient.fetchQuery(userCarpoolingRentalsQueryOptions(client, { page: 1, limit, statuses: [...statuses] }))]
        : [];
    return [bookings, ...carpoolings];
  });
  const rentals = (await Promise.all(pages)).flatMap((page) => page.rentals).filter((rental) => keepsRental(rental, now));
  for (const rental of rentals) {
    if (!queryClient.getQueryData(rentalKeys.detail(rental.id))) queryClient.setQueryData(rentalKeys.detail(rental.id), rental, { updatedAt: now });
  }
  await Promise.allSettled([
    queryClient.prefetchQuery(stationsQueryOptions(client)),
    ...(tenant && usesFeature(tenant, 'categories') ? [queryClient.prefetchQuery(categoriesQueryOptions(client))] : []),
    ...[...new Set(rentals.map((rental) => rental.vehicle_id))].map((id) => queryClient.prefetchQuery(vehicleQueryOptions(client, id))),
    ...rentals.filter((rental) => rental.carpooling).map((rental) => queryClient.prefetchQuery(rentalPassengersQueryOptions(client, rental.id))),
  ]);
}

let keeping: (() => void) | undefined;

/**
 * Keeps the cache's D42 part written while a member is signed in: asks for it once (and again when the network comes
 * back), then writes it a second after each change. Stops, and writes nothing more, when the session ends.
 */
export function keepOffline(queryClient: QueryClient, client: ApiClient, api: string): () => void {
  if (keeping) return keeping;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fetchTimer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined || client.getSessionKind() !== 'member') return;
    timer = setTimeout(() => {
      timer = undefined;
      if (client.getSessionKind() === 'member') void writeKept(queryClient, api);
    }, WRITE_AFTER_MS);
  };
  const refresh = () => {
    clearTimeout(fetchTimer);
    fetchTimer = setTimeout(() => {
      if (client.getSessionKind() !== 'member' || !onlineManager.isOnline()) return;
      fetchKept(queryClient, client).catch(() => undefined);
    }, FETCH_AFTER_MS);
  };
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') schedule();
  });
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) refresh();
  });
  const stopSession = client.subscribeSession(() => {
    if (client.getSessionKind() === 'member') refresh();
  });
  refresh();
  schedule();
  keeping = () => {
    clearTimeout(timer);
    clearTimeout(fetchTimer);
    stopCache();
    stopOnline();
    stopSession();
    keeping = undefined;
  };
  return keeping;
}
