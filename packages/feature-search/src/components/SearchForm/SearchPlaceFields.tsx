import type { Station } from '@frontoffice/api-client';
import { type DistanceUnit, formatDistance, type GeoPoint, metersToDistance, type SearchFormFields } from '@frontoffice/domain';
import { ComboBox, type OptionItem } from '@frontoffice/ui/ComboBox';
import { TextField } from '@frontoffice/ui/TextField';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { AddressSuggestion, GeocodingProvider } from '../../search/geocoding.ts';
import type { SearchCriteria } from '../../search/searchParams.ts';
import { stationOptions } from '../../search/stationOptions.ts';
import { wide } from './SearchForm.css.ts';

/** Props of {@link SearchPlaceFields}. */
export interface SearchPlaceFieldsProps {
  /** The fields the tenant shows (the domain's `searchFormFields`). */
  fields: SearchFormFields;
  /** The criteria being edited. */
  draft: SearchCriteria;
  /** Applies a change to the criteria. */
  change: (patch: Partial<SearchCriteria>) => void;
  /** Where address suggestions come from. */
  geocoder: GeocodingProvider;
  /** The tenant's country: address suggestions are restricted to it (spec §2). */
  country: string | null | undefined;
  /** The tenant's stations (station engine). */
  stations: readonly Station[];
  /** The driver's position, once asked for: the stations are listed nearest first. */
  position: GeoPoint | null;
  /** The tenant's distance unit, for the stations' distances. */
  distanceUnit: DistanceUnit;
  /** Changes when the draft was changed from outside the form (see `SearchFormProps.resetKey`). */
  resetKey: number;
}

/**
 * The places of the search form (spec §2): start station and, one-way, end station (station engine), or the start
 * address (address engine); the destination address and its label when the tenant uses them. Addresses must come
 * from the suggestions (spec §5).
 */
export function SearchPlaceFields({
  fields,
  draft,
  change,
  geocoder,
  country,
  stations,
  position,
  distanceUnit,
  resetKey,
}: SearchPlaceFieldsProps) {
  const intl = useIntl();
  // What the station lists are made of: when the stations or the position arrive, an open list is loaded again.
  const stationSource = useMemo(() => ({ stations, position }), [stations, position]);
  const formatMeters = (meters: number) => formatDistance(metersToDistance(meters, distanceUnit), intl.locale);
  const language = intl.locale.startsWith('en') ? 'en' : 'fr';
  // Suggestions by place id, to turn the chosen key back into the place (the combo box only knows keys and labels).
  const places = useRef(new Map<string, AddressSuggestion>());
  const loadPlaces = async (text: string, signal: AbortSignal): Promise<OptionItem[]> => {
    const found = await geocoder.search({ text, country, language }, signal);
    for (const place of found) places.current.set(place.place_id, place);
    return found.map((place) => ({ id: place.place_id, label: place.label, detail: place.formatted_address }));
  };
  const placeOf = (key: string | number | null) => (key === null ? undefined : places.current.get(String(key)));
  const addressLabels = {
    emptyLabel: intl.formatMessage({ id: 'search.SearchForm.noAddress' }),
    loadingLabel: intl.formatMessage({ id: 'common.loading' }),
  };

  // A station field is remounted to show a station chosen elsewhere (the URL's, once the stations arrive); the station
  // the field itself chose is already shown, and remounting would lose the focus to the page (issue 19: a keyboard
  // user choosing a station with Enter went back to the top of the page).
  const picked = useRef<Partial<Record<'station' | 'endStation', number>>>({});
  const mounts = useRef<Partial<Record<'station' | 'endStation', string>>>({});
  const mountOf = (key: 'station' | 'endStation', chosen: number | undefined) => {
    if (mounts.current[key] === undefined || picked.current[key] !== chosen) mounts.current[key] = String(chosen ?? 'none');
    return mounts.current[key];
  };

  const stationField = (key: 'station' | 'endStation') => {
    const id = draft[key];
    const chosen = id === undefined ? undefined : stations.find((station) => station.id === id);
    return (
      <ComboBox
        // Remounted when the stations arrive or the map chooses one, so that the field shows the chosen name; never for
        // a choice made in the field itself (see `mounts`).
        key={`${key}-${resetKey}-${mountOf(key, chosen?.id)}`}
        className={wide}
        label={intl.formatMessage({ id: key === 'station' ? 'search.SearchForm.startStation' : 'search.SearchForm.endStation' })}
        loadOptions={async (text) => stationOptions(stationSource.stations, text, stationSource.position, formatMeters)}
        optionsSource={stationSource}
        // issue 17: the list opens on focus with every station (nearest first once located); typing filters it.
        minChars={0}
        menuTrigger="focus"
        virtualized
        debounceMs={0}
        defaultInputValue={chosen?.name}
        selectedKey={chosen?.id ?? null}
        emptyLabel={intl.formatMessage({ id: 'search.SearchForm.noStation' })}
        loadingLabel={intl.formatMessage({ id: 'common.loading' })}
        onSelectionChange={(selected) => {
          const value = selected === null ? undefined : Number(selected);
          picked.current[key] = value;
          change({ [key]: value });
        }}
        isRequired
      />
    );
  };

  return (
    <>
      {fields.startStation && stationField('station')}
      {fields.endStation && stationField('endStation')}
      {fields.address && (
        <ComboBox
          key={`address-${resetKey}`}
          className={wide}
          label={intl.formatMessage({ id: 'search.SearchForm.address' })}
          description={intl.formatMessage({ id: 'search.SearchForm.addressHint' })}
          loadOptions={loadPlaces}
          defaultInputValue={draft.address}
          {...addressLabels}
          isRequired
          onSelectionChange={(key) => {
            // spec §5: an address must be chosen from the suggestions; clearing the choice clears the position.
            const place = placeOf(key);
            change({ lat: place?.lat, lng: place?.long, address: place?.formatted_address });
          }}
        />
      )}
      {fields.destination && (
        <>
          <ComboBox
            key={`destination-${resetKey}`}
            label={intl.formatMessage({ id: 'search.SearchForm.destination' })}
            loadOptions={loadPlaces}
            defaultInputValue={draft.destAddress}
            {...addressLabels}
            isRequired
            onSelectionChange={(key) => {
              const place = placeOf(key);
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
    </>
  );
}
