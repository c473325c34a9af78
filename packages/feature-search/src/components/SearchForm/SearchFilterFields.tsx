import type { Category, RentalLabel } from '@frontoffice/api-client';
import { type DistanceUnit, GEARS_FILTERS, isVehicleOption, SEATS_FILTERS, type SearchFormFields } from '@frontoffice/domain';
import { MultiSelect } from '@frontoffice/ui/MultiSelect';
import { NumberField } from '@frontoffice/ui/NumberField';
import { Select } from '@frontoffice/ui/Select';
import { useIntl } from 'react-intl';
import type { SearchCriteria } from '../../search/searchParams.ts';
import { DiscountCodesField } from './DiscountCodesField.tsx';

/** Props of {@link SearchFilterFields}. */
export interface SearchFilterFieldsProps {
  /** The fields the tenant shows (the domain's `searchFormFields`). */
  fields: SearchFormFields;
  /** The criteria being edited. */
  draft: SearchCriteria;
  /** Applies a change to the criteria. */
  change: (patch: Partial<SearchCriteria>) => void;
  /** The unit of the estimated distance. */
  distanceUnit: DistanceUnit;
  /** Vehicle categories (when the tenant uses them). */
  categories: readonly Category[];
  /** Rental labels (when the tenant uses them). */
  rentalLabels: readonly RentalLabel[];
}

/**
 * The criteria of the search form after the places and dates (spec §2): rental label, estimated distance, categories
 * and vehicle options under the tenant's switches, gears and seats always, and the discount code when used.
 */
export function SearchFilterFields({ fields, draft, change, distanceUnit, categories, rentalLabels }: SearchFilterFieldsProps) {
  const intl = useIntl();
  return (
    <>
      {fields.rentalLabel && (
        <Select
          label={intl.formatMessage({ id: 'search.SearchForm.rentalLabel' })}
          items={rentalLabels.map((label) => ({ id: label.id, label: label.name }))}
          value={draft.label ?? null}
          onChange={(key) => change({ label: key === null ? undefined : Number(key) })}
          isRequired
        />
      )}
      {fields.estimatedDistance && (
        <NumberField
          label={intl.formatMessage({ id: 'search.SearchForm.estimatedDistance' }, { unit: distanceUnit })}
          minValue={0}
          value={draft.distance ?? Number.NaN}
          // spec §5: the estimated distance is sent as a number; an emptied field is NaN.
          onChange={(value) => change({ distance: Number.isFinite(value) ? value : undefined })}
          isRequired
        />
      )}
      {fields.categories && (
        <MultiSelect
          label={intl.formatMessage({ id: 'search.SearchForm.categories' })}
          placeholder={intl.formatMessage({ id: 'search.SearchForm.anyCategory' })}
          items={categories.map((category) => ({ id: category.id, label: category.name }))}
          value={draft.categories ?? []}
          onChange={(keys) => change({ categories: keys.map(Number) })}
        />
      )}
      {fields.vehicleOptions.length > 0 && (
        <MultiSelect
          label={intl.formatMessage({ id: 'search.SearchForm.options' })}
          placeholder={intl.formatMessage({ id: 'search.SearchForm.anyOption' })}
          items={fields.vehicleOptions.map((option) => ({
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
      {fields.discountCode && (
        // spec §3: discount codes are a list.
        <DiscountCodesField codes={draft.codes ?? []} onChange={(codes) => change({ codes: codes.length > 0 ? codes : undefined })} />
      )}
    </>
  );
}
