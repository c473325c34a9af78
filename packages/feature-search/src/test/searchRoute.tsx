// The search page as apps/frontoffice/src/routes/search.tsx mounts it (the route keeps the search parameters raw and
// the page parses them with `parseSearchParams`), on the fixed clock of the tests and stories. Shared by the page tests
// (renderSearch.tsx) and the page stories; it runs inside the page harness's router (@frontoffice/test-utils).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { SearchPage, type SearchPageProps } from '../pages/SearchPage.tsx';
import { parseSearchParams } from '../search/searchParams.ts';

/** The fixed clock of the tests, the stories and their demo API: a Monday morning. */
export const NOW = DateTime.fromISO('2026-11-23T13:07:00Z');

/** Props of {@link SearchRoute}: the page's own, but what the route gives it. */
export type SearchRouteProps = Omit<SearchPageProps, 'search' | 'onSearchChange'>;

/** The search page on the router's URL, as the app's `/search` route renders it. */
export function SearchRoute(props: SearchRouteProps) {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  // The router keeps an unchanged search object (structural sharing), so the parse runs when the URL changes only.
  const search = useMemo(() => parseSearchParams(raw), [raw]);
  return (
    <SearchPage
      search={search}
      onSearchChange={(next, options) => navigate({ to: '.', search: next, replace: options?.replace })}
      now={() => NOW}
      {...props}
    />
  );
}

/** A search URL; values other than strings are written as JSON, as the router writes them. */
export function searchUrl(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `/search?${query.toString()}`;
}

/** Start and end of a search `hoursAhead` hours after the fixed clock, lasting `hours`, in the tenant's zone. */
export function searchTimes(hoursAhead = 24, hours = 3, zone = 'America/Montreal'): { start: string; end: string } {
  const start = NOW.setZone(zone).plus({ hours: hoursAhead }).startOf('hour');
  return {
    start: start.toISO({ suppressMilliseconds: true }) as string,
    end: start.plus({ hours }).toISO({ suppressMilliseconds: true }) as string,
  };
}
