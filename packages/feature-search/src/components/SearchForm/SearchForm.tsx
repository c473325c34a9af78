import type { Category, RentalLabel, Station, Tenant } from '@frontoffice/api-client';
import {
  defaultReturnTime,
  endPickerBounds,
  GEARS_FILTERS,
  searchSubmitBlockers,
  searchTimeErrors,
  SEATS_FILTERS,
  startPickerBounds,
  timezoneOf,
  type SearchBlocker,
  type SearchTimeError,
} from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { ComboBox, type OptionItem } from '@frontoffice/ui/ComboBox';
import { MultiSelect } from '@frontoffice/ui/MultiSelect';
import { NumberField } from '@frontoffice/ui/NumberField';
import { Select } from '@frontoffice/ui/Select';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { TextField } from '@frontoffice/ui/TextField';
import type { DateTime } from 'luxon';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AddressSuggestion, GeocodingProvider } from '../../search/geocoding.ts';
import {
  isVehicleOption,
  submittedParams,
  timeParam,
  toSearchState,
  type SearchCriteria,
  type SearchParams,
} from '../../search/searchParams.ts';
import { loadSearchTimePicker } from './loadSearchTimePicker.ts';
import { errors as errorsClass, form, pickerLoading, wide } from './SearchForm.css.ts';

// The date and time pickers arrive in their own chunk (see SearchTimePicker); the rest of the form shows meanwhile.
const SearchTimePicker = lazy(() => loadSearchTimePicker().then((module) => ({ default: module.SearchTimePicker })));

function TimePickersLoading() {
  return (
    <>
      <Skeleton className={pickerLoading} height="4.5rem" />
      <Skeleton className={pickerLoading} height="4.5rem" />
    </>
  );
}

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** The tenant's settings: its engine and switches decide which fields show (spec §2, §5). */
  tenant: Tenant;
  /** The criteria being edited (controlled, so that the map can choose a station). */
  draft: SearchCriteria;
  /** Called with every change of the criteria. */
  onDraftChange: (draft: SearchCriteria) => void;
  /** Called with the parameters of the search to run, once §5 allows it and the times are valid. */
  onSubmit: (params: SearchParams) => void;
  /** Where address suggestions come from. */
  geocoder: GeocodingProvider;
  /** The tenant's stations (station engine). */
  stations: readonly Station[];
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

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();
}

/** The stations matching the typed text, by name or address (accents and case ignored), at most 50. */
export function filterStations(stations: readonly Station[], text: string): OptionItem[] {
  const wanted = normalize(text.trim());
  const out: OptionItem[] = [];
  for (const station of stations) {
    if (normalize(station.name).includes(wanted) || normalize(station.address ?? '').includes(wanted)) {
      out.push({ id: station.id, label: station.name, detail: station.address ?? undefined });
      if (out.length === 50) break;
    }
  }
  return out;
}

function usesDestination(tenant: Tenant): boolean {
  return tenant.use_estimated_distance && tenant.use_estimated_destination_field;
}

/**
 * The search form (spec §2): every field under its switch, submit enabled exactly when spec §5 allows it, the search
 * time errors of §5 checked before sending.
 */
export function SearchForm({
  tenant,
  draft,
  onDraftChange,
  onSubmit,
  geocoder,
  stations,
  categories,
  rentalLabels,
  now,
  isProcessing = false,
  resetKey = 0,
}: SearchFormProps) {
  const intl = useIntl();
  const zone = timezoneOf(tenant);
  const [timeErrors, setTimeErrors] = useState<SearchTimeError[]>([]);
  // Suggestions by place id, to turn the chosen key back into the place (the combo box only knows keys and labels).
  const places = useRef(new Map<string, AddressSuggestion>());
  const state = toSearchState(draft, tenant);
  const blockers: SearchBlocker[] = searchSubmitBlockers(state, tenant, { processing: isProcessing });
  const stationEngine = tenant.search_engine !== 'address';
  const language = intl.locale.startsWith('en') ? 'en' : 'fr';
  const clock = now();
  const startBounds = startPickerBounds(clock, tenant);
  const endBounds = state.startTime ? endPickerBounds(state.startTime, clock, tenant) : null;

  const change = (patch: Partial<SearchCriteria>) => {
    setTimeErrors([]);
    onDraftChange({ ...draft, ...patch });
  };

  const loadPlaces = async (text: string, signal: AbortSignal): Promise<OptionItem[]> => {
    const found = await geocoder.search({ text, country: tenant.iso3166, language }, signal);
    for (const place of found) places.current.set(place.place_id, place);
    return found.map((place) => ({ id: place.place_id, label: place.label, detail: place.formatted_address }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blockers.length > 0 || !state.startTime || !state.endTime) return;
    // spec §5: the search time errors are known before asking the server.
    const errors = searchTimeErrors({ start: state.startTime, end: state.endTime }, now(), tenant);
    setTimeErrors(errors);
    if (errors.length === 0) onSubmit(submittedParams(draft, tenant));
  };

  const stationItems = (key: 'station' | 'endStation') => {
    const id = draft[key];
    const chosen = id === undefined ? undefined : stations.find((station) => station.id === id);
    return (
      <ComboBox
        // Remounted when the stations arrive or the map chooses one, so that the field shows the chosen name.
        key={`${key}-${resetKey}-${chosen?.id ?? 'none'}`}
        className={wide}
        label={intl.formatMessage({ id: key === 'station' ? 'search.SearchForm.startStation' : 'search.SearchForm.endStation' })}
        loadOptions={async (text) => filterStations(stations, text)}
        debounceMs={0}
        defaultInputValue={chosen?.name}
        selectedKey={chosen?.id ?? null}
        emptyLabel={intl.formatMessage({ id: 'search.SearchForm.noStation' })}
        loadingLabel={intl.formatMessage({ id: 'common.loading' })}
        onSelectionChange={(selected) => change({ [key]: selected === null ? undefined : Number(selected) })}
        isRequired
      />
    );
  };

  return (
    <form className={form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'search.SearchForm.title' })} noValidate>
      {stationEngine ? (
        <>
          {stationItems('station')}
          {tenant.one_way && stationItems('endStation')}
        </>
      ) : (
        <ComboBox
          key={`address-${resetKey}`}
          className={wide}
          label={intl.formatMessage({ id: 'search.SearchForm.address' })}
          description={intl.formatMessage({ id: 'search.SearchForm.addressHint' })}
          loadOptions={loadPlaces}
          defaultInputValue={draft.address}
          emptyLabel={intl.formatMessage({ id: 'search.SearchForm.noAddress' })}
          loadingLabel={intl.formatMessage({ id: 'common.loading' })}
          isRequired
          onSelectionChange={(key) => {
            // spec §5: an address must be chosen from the suggestions; clearing the choice clears the position.
            const place = key === null ? undefined : places.current.get(String(key));
            change({ lat: place?.lat, lng: place?.long, address: place?.formatted_address });
          }}
        />
      )}
      {usesDestination(tenant) && (
        <>
          <ComboBox
            key={`destination-${resetKey}`}
            label={intl.formatMessage({ id: 'search.SearchForm.destination' })}
            loadOptions={loadPlaces}
            defaultInputValue={draft.destAddress}
            emptyLabel={intl.formatMessage({ id: 'search.SearchForm.noAddress' })}
            loadingLabel={intl.formatMessage({ id: 'common.loading' })}
            isRequired
            onSelectionChange={(key) => {
              const place = key === null ? undefined : places.current.get(String(key));
              change({
                destPlaceId: place?.place_id,
                destName: place?.label,
                destAddress: place?.formatted_address,
                destLat: place?.lat,
                destLng: place?.long,
              });
            }}
          />
          <TextField
            label={intl.formatMessage({ id: 'search.SearchForm.destinationLabel' })}
            value={draft.destLabel ?? ''}
            onChange={(value) => change({ destLabel: value.trim() === '' ? undefined : value })}
            isRequired
          />
        </>
      )}
      <Suspense fallback={<TimePickersLoading />}>
        <SearchTimePicker
          className={wide}
          label={intl.formatMessage({ id: 'search.SearchForm.start' })}
          dateLabel={intl.formatMessage({ id: 'search.SearchForm.date' })}
          timeLabel={intl.formatMessage({ id: 'search.SearchForm.time' })}
          value={state.startTime ?? null}
          min={startBounds.min}
          max={startBounds.max}
          zone={zone}
          onChange={(start) => {
            // spec §5: the return is set to the start plus the minimum duration (D22: rounded up to a slot).
            change({ start: timeParam(start), end: timeParam(defaultReturnTime(start, tenant)) });
          }}
        />
        <SearchTimePicker
          className={wide}
          label={intl.formatMessage({ id: 'search.SearchForm.end' })}
          dateLabel={intl.formatMessage({ id: 'search.SearchForm.date' })}
          timeLabel={intl.formatMessage({ id: 'search.SearchForm.time' })}
          value={state.endTime ?? null}
          min={endBounds?.min ?? null}
          max={endBounds?.max ?? null}
          zone={zone}
          onChange={(end) => change({ end: timeParam(end) })}
        />
      </Suspense>
      {tenant.use_labels && (
        <Select
          label={intl.formatMessage({ id: 'search.SearchForm.rentalLabel' })}
          items={rentalLabels.map((label) => ({ id: label.id, label: label.name }))}
          value={draft.label ?? null}
          onChange={(key) => change({ label: key === null ? undefined : Number(key) })}
          isRequired
        />
      )}
      {tenant.use_estimated_distance && !tenant.use_estimated_destination_field && (
        <NumberField
          label={intl.formatMessage(
            { id: 'search.SearchForm.estimatedDistance' },
            { unit: tenant.distance_unit === 'mi' ? 'mi' : 'km' },
          )}
          minValue={0}
          value={draft.distance ?? Number.NaN}
          // spec §5: the estimated distance is sent as a number; an emptied field is NaN.
          onChange={(value) => change({ distance: Number.isFinite(value) ? value : undefined })}
          isRequired
        />
      )}
      {tenant.use_categories && (
        <MultiSelect
          label={intl.formatMessage({ id: 'search.SearchForm.categories' })}
          placeholder={intl.formatMessage({ id: 'search.SearchForm.anyCategory' })}
          items={categories.map((category) => ({ id: category.id, label: category.name }))}
          value={draft.categories ?? []}
          onChange={(keys) => change({ categories: keys.map(Number) })}
        />
      )}
      {tenant.vehicle_options.length > 0 && (
        <MultiSelect
          label={intl.formatMessage({ id: 'search.SearchForm.options' })}
          placeholder={intl.formatMessage({ id: 'search.SearchForm.anyOption' })}
          items={tenant.vehicle_options.map((option) => ({
            id: option,
            label: intl.formatMessage({ id: `search.options.${option}` }),
          }))}
          value={draft.options ?? []}
          onChange={(keys) => change({ options: keys.map(String).filter(isVehicleOption) })}
        />
      )}
      <Select
        label={intl.formatMessage({ id: 'search.SearchForm.gears' })}
        items={GEARS_FILTERS.map((gears) => ({ id: gears, label: intl.formatMessage({ id: `search.gears.${gears}` }) }))}
        value={draft.gears ?? 'all'}
        onChange={(key) => change({ gears: key === null || key === 'all' ? undefined : (String(key) as SearchCriteria['gears']) })}
      />
      <Select
        label={intl.formatMessage({ id: 'search.SearchForm.seats' })}
        items={SEATS_FILTERS.map((seats) => ({
          id: String(seats),
          label:
            seats === 'all'
              ? intl.formatMessage({ id: 'search.seats.all' })
              : intl.formatMessage({ id: 'search.seats.atLeast' }, { count: seats }),
        }))}
        value={String(draft.seats ?? 'all')}
        onChange={(key) => {
          const seats = SEATS_FILTERS.find((value) => String(value) === String(key));
          change({ seats: seats === undefined || seats === 'all' ? undefined : seats });
        }}
      />
      {tenant.use_discount && (
        <TextField
          label={intl.formatMessage({ id: 'search.SearchForm.discountCode' })}
          value={draft.codes?.[0] ?? ''}
          onChange={(value) => change({ codes: value.trim() === '' ? undefined : [value.trim()] })}
        />
      )}
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
