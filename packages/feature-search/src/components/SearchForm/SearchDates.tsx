import type { Tenant } from '@frontoffice/api-client';
import { defaultReturnTime, endPickerBounds, startPickerBounds, timezoneOf } from '@frontoffice/domain';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import type { DateTime } from 'luxon';
import { type ComponentType, memo, startTransition, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type SearchCriteria, timeParam } from '../../search/searchParams.ts';
import { loadSearchTimePicker } from './loadSearchTimePicker.ts';
import type { SearchTimePickerProps } from './SearchTimePicker.tsx';
import { pickerHeight, pickerLoading, wide } from './SearchForm.css.ts';

// The date and time pickers arrive in their own chunk (see SearchTimePicker); the rest of the form shows meanwhile.

let loadedPicker: ComponentType<SearchTimePickerProps> | undefined;
const pickerLoad = () =>
  loadSearchTimePicker().then((module) => {
    loadedPicker = module.SearchTimePicker;
  });

/**
 * Whether the pickers may be drawn (issue 18): once their chunk is there, in a transition. The two pickers are the
 * costliest part of the form to draw (react-aria's date fields and a list of 96 slots each, about 200 ms each on a
 * mid-range phone). Drawn by a transition on their own (never through `React.lazy`, whose element would be drawn by
 * whichever render of the form comes after its chunk, often a synchronous one started by a query's answer), React
 * splits their render into short tasks and the page stays responsive.
 */
function usePickersDrawn(): boolean {
  const [drawn, setDrawn] = useState(loadedPicker !== undefined);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (drawn) return;
    let active = true;
    pickerLoad().then(
      () => {
        if (active) startTransition(() => setDrawn(true));
      },
      // A chunk that failed to load goes to the page's error boundary, as a failed `React.lazy` does.
      (error: unknown) => {
        if (active) setFailure({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [drawn]);
  if (failure) throw failure.error;
  return drawn;
}

const m = {
  start: { id: 'search.SearchForm.start', defaultMessage: 'Départ' },
  end: { id: 'search.SearchForm.end', defaultMessage: 'Retour' },
  date: { id: 'search.SearchForm.date', defaultMessage: 'Date' },
  time: { id: 'search.SearchForm.time', defaultMessage: 'Heure' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link SearchDates}. */
export interface SearchDatesProps {
  tenant: Tenant;
  /** The departure and return shown (the draft's, or the defaults of the moment). */
  start: DateTime | null;
  end: DateTime | null;
  /** The clock of the moment (the pickers' bounds follow it). */
  clock: DateTime;
  /** Applies a change to the criteria. */
  change: (patch: Partial<SearchCriteria>) => void;
}

/**
 * The departure and return pickers (spec §5): bounded by the tenant's delays, in its zone, in the domain's
 * daylight-saving-aware slots; choosing a departure sets the return to the minimum duration later (D22).
 */
export const SearchDates = memo(function SearchDates({ tenant, start, end, clock, change }: SearchDatesProps) {
  const intl = useIntl();
  const zone = timezoneOf(tenant);
  const startBounds = startPickerBounds(clock, tenant);
  const endBounds = start ? endPickerBounds(start, clock, tenant) : null;
  const labels = { dateLabel: intl.formatMessage(m.date), timeLabel: intl.formatMessage(m.time), zone, className: wide };
  const drawn = usePickersDrawn();
  const SearchTimePicker = drawn ? loadedPicker : undefined;
  if (!SearchTimePicker) {
    return (
      <>
        <Skeleton className={pickerLoading} height={pickerHeight} />
        <Skeleton className={pickerLoading} height={pickerHeight} />
      </>
    );
  }
  return (
    <>
      <SearchTimePicker
        {...labels}
        label={intl.formatMessage(m.start)}
        value={start}
        min={startBounds.min}
        max={startBounds.max}
        // spec §5: the return is set to the start plus the minimum duration (D22: rounded up to a slot).
        onChange={(picked) => change({ start: timeParam(picked), end: timeParam(defaultReturnTime(picked, tenant)) })}
      />
      <SearchTimePicker
        {...labels}
        label={intl.formatMessage(m.end)}
        value={end}
        min={endBounds?.min ?? null}
        max={endBounds?.max ?? null}
        onChange={(picked) => change({ end: timeParam(picked) })}
      />
    </>
  );
}, sameDates);

/** The same instants (a render of the form reads its draft's dates again, as new objects). */
const sameTime = (a: DateTime | null, b: DateTime | null) => a === b || (a !== null && b !== null && a.equals(b));

/**
 * issue 32: the pickers are drawn again only when what they show changes (the dates, the clock's tick, the tenant), not
 * at each change of another field of the form (a keystroke in the destination's name, a chip removed): on a phone 4x
 * slower than a laptop, the two pickers were a third of each such render.
 */
function sameDates(before: SearchDatesProps, after: SearchDatesProps): boolean {
  return (
    before.tenant === after.tenant &&
    before.clock === after.clock &&
    before.change === after.change &&
    sameTime(before.start, after.start) &&
    sameTime(before.end, after.end)
  );
}
