import type { Category, RentalLabel, Station, Tenant } from '@frontoffice/api-client';
import {
  distanceUnitOf,
  type GeoPoint,
  searchFormFields,
  searchSubmitBlockers,
  searchTimeErrors,
  type SearchBlocker,
  type SearchTimeError,
} from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import type { DateTime } from 'luxon';
import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ProposedDates, withDefaultDates } from '../../search/draft.ts';
import type { GeocodingProvider } from '../../search/geocoding.ts';
import {
  submittedParams,
  toSearchState,
  type SearchCriteria,
  type SearchParams,
} from '../../search/searchParams.ts';
import { useClock } from '../../search/useClock.ts';
import { SearchDates } from './SearchDates.tsx';
import { errors as errorsClass, form, wide } from './SearchForm.css.ts';
import { SearchFilterFields } from './SearchFilterFields.tsx';
import { SearchPlaceFields } from './SearchPlaceFields.tsx';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The tenant's settings: its engine and switches decide which fields show (spec §2, §5). */
  tenant: Tenant;
  /**
   * The criteria being edited (controlled, so that the map can choose a station). A date left out is the form's
   * default, which follows the clock (decision D39).
   */
  draft: SearchCriteria;
  /** Called with every change of the criteria, as an update of the latest draft (a state setter). */
  onDraftChange: Dispatch<SetStateAction<SearchCriteria>>;
  /**
   * Called with the parameters of the search to run, once §5 allows it and the times are valid, and with the dates
   * among them that were the form's defaults (computed at that instant, decision D39).
   */
  onSubmit: (params: SearchParams, proposed: ProposedDates) => void;
  /** Where address suggestions come from. */
  geocoder: GeocodingProvider;
  /** The tenant's stations (station engine). */
  stations: readonly Station[];
  /** The driver's position, once asked for (decision D33): the station fields list the nearest stations first. */
  position?: GeoPoint | null;
  /** Vehicle categories (when the tenant uses them). */
  categories: readonly Category[];
  /** Rental labels (when the tenant uses them). */
  rentalLabels: readonly RentalLabel[];
  /** The clock (tests pass a fixed one). */
  now: () => DateTime;
  /**
   * A search is running: submit is disabled (spec §5).
   * @default false
   */
  isProcessing?: boolean;
  /**
   * Changes when the draft was changed from outside the form (a station chosen on the map, a chip removed), so that
   * the place fields show the new choice.
   * @default 0
   */
  resetKey?: number;
}

const NO_ERRORS: SearchTimeError[] = [];

/**
 * The search form (spec §2): every field the domain's `searchFormFields` gives the tenant, submit enabled exactly when
 * spec §5 allows it, the search time errors of §5 checked before sending. Dates the driver has not picked are the
 * defaults of the moment (decision D39): shown as the clock moves, and computed again when the search is sent, so
 * that an untouched default start is never "too soon".
 */
export function SearchForm({
  tenant,
  draft,
  onDraftChange,
  onSubmit,
  geocoder,
  stations,
  position = null,
  categories,
  rentalLabels,
  now,
  isProcessing = false,
  resetKey = 0,
}: SearchFormProps) {
  const intl = useIntl();
  const fields = searchFormFields(tenant);
  const [timeErrors, setTimeErrors] = useState<SearchTimeError[]>(NO_ERRORS);
  const clock = useClock(now);
  const state = toSearchState(withDefaultDates(draft, tenant, clock), tenant);
  const blockers: SearchBlocker[] = searchSubmitBlockers(state, tenant, { processing: isProcessing });

  // issue 32: one `change` for the form's life, so that the date pickers (the costliest fields to draw, `SearchDates`
  // is memoized) are not drawn again when another field changes. Each change applies to the latest draft, so that two
  // changes in one event (a picked departure and the return it moves) both hold.
  const change = useCallback(
    (patch: Partial<SearchCriteria>) => {
      setTimeErrors(NO_ERRORS);
      onDraftChange((current) => ({ ...current, ...patch }));
    },
    [onDraftChange],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blockers.length > 0) return;
    // decision D39: the defaults are those of the moment of sending, not of the moment the form was opened.
    const sentAt = now();
    const criteria = withDefaultDates(draft, tenant, sentAt);
    const sent = toSearchState(criteria, tenant);
    if (!sent.startTime || !sent.endTime) return;
    // spec §5: the search time errors are known before asking the server.
    const errors = searchTimeErrors({ start: sent.startTime, end: sent.endTime }, sentAt, tenant);
    setTimeErrors(errors);
    if (errors.length > 0) return;
    const params = submittedParams(criteria, tenant);
    onSubmit(params, {
      start: draft.start === undefined ? params.start : undefined,
      end: draft.end === undefined ? params.end : undefined,
    });
  };

  return (
    <form className={form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'search.SearchForm.title' })} noValidate>
      <SearchPlaceFields
        fields={fields}
        draft={draft}
        change={change}
        geocoder={geocoder}
        country={tenant.iso3166}
        stations={stations}
        position={position}
        distanceUnit={distanceUnitOf(tenant)}
        resetKey={resetKey}
      />
      <SearchDates tenant={tenant} start={state.startTime ?? null} end={state.endTime ?? null} clock={clock} change={change} />
      <SearchFilterFields
        fields={fields}
        draft={draft}
        change={change}
        distanceUnit={distanceUnitOf(tenant)}
        categories={categories}
        rentalLabels={rentalLabels}
      />
      {timeErrors.length > 0 && (
        <ul className={errorsClass} role="alert">
          {timeErrors.map((code) => (
            <li key={code}>{intl.formatMessage({ id: `errors.${code}` })}</li>
          ))}
        </ul>
      )}
      <Button type="submit" className={wide} isDisabled={blockers.length > 0} isPending={isProcessing} fullWidth>
        {intl.formatMessage({ id: 'search.SearchForm.submit' })}
      </Button>
    </form>
  );
}
