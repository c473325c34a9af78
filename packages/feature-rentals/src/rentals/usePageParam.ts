import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The page a URL parameter names: a whole number from 1; anything else (absent, hand-edited) is the first page. */
export function readPageParam(raw: unknown): number {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/**
 * The page of a list kept in the URL (`?upcomingPage=2`), so that Back from a booking returns to the page it was
 * opened from, and a reload or a shared link shows the same page. Changing the page is a history entry of its own;
 * the first page leaves the parameter out.
 * @param name the URL parameter
 * @returns the page shown, from 1, and the function that shows another
 */
export function usePageParam(name: string): [number, (page: number) => void] {
  const page = readPageParam(useSearch({ strict: false, select: (search: Record<string, unknown>) => search[name] }));
  const navigate = useNavigate();
  const setPage = useCallback(
    // The list scrolls itself to the top (spec §9, RentalSection): the router does not scroll a second time.
    (next: number) =>
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, [name]: next > 1 ? next : undefined }), resetScroll: false }),
    [navigate, name],
  );
  return [page, setPage];
}
