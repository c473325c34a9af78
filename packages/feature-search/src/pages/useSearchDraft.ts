import type { Station } from '@frontoffice/api-client';
import { useState } from 'react';
import { initialDraft, type ProposedDates } from '../search/draft.ts';
import { criteriaOf, type SearchCriteria, type SearchParams } from '../search/searchParams.ts';

/** The identity of some criteria, whatever the order of their keys (the URL's parse and the form's draft differ). */
export function criteriaKey(criteria: SearchCriteria): string {
  return JSON.stringify(Object.entries(criteria).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The criteria the form edits (a draft; the URL holds the submitted search). A new URL (a submit, Back, Forward, a
 * removed chip) starts the draft again from its criteria, less the dates the form itself proposed (decision D39:
 * they keep following the clock). Kept above the sub-views, so that a visit to a vehicle keeps what was being edited.
 */
export function useSearchDraft(search: SearchParams) {
  const criteria = criteriaOf(search);
  const urlKey = criteriaKey(criteria);
  const [proposed, setProposed] = useState<ProposedDates>({});
  const [draft, setDraft] = useState(() => initialDraft(criteria));
  const [draftSource, setDraftSource] = useState(urlKey);
  // Changes when the draft changes from outside the form (the map chose a station), so that its fields show it.
  const [resetKey, setResetKey] = useState(0);
  if (draftSource !== urlKey) {
    setDraftSource(urlKey);
    setDraft(initialDraft(criteria, proposed));
    setResetKey((key) => key + 1);
  }
  return {
    draft,
    setDraft,
    resetKey,
    /** The key of the URL's criteria (the search on screen). */
    urlKey,
    /** The map chose a station as start or end. */
    chooseStation: (key: 'station' | 'endStation') => (station: Station) => {
      setDraft((current) => ({ ...current, [key]: station.id }));
      setResetKey((k) => k + 1);
    },
    /** The form sent these dates as its defaults (decision D39). */
    setProposed,
  };
}

/** What {@link useSearchDraft} gives. */
export type SearchDraft = ReturnType<typeof useSearchDraft>;
