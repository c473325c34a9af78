import type { Category, Money, Station, Tenant, Vehicle } from '@frontoffice/api-client';
import {
  carpoolingCheckbox,
  carpoolingDestinationWarning,
  distanceUnitOf,
  formatDisplayDate,
  formatDistance,
  kilometresToDistance,
  vehicleEnergy,
} from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Price } from '@frontoffice/ui/Price';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { TextField } from '@frontoffice/ui/TextField';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { actions, header, heading, muted, panel, photo, specs, text, warning } from './VehicleDetails.css.ts';
import { StationBlock } from '../StationBlock/StationBlock.tsx';

/** What the driver chose on the vehicle view. */
export interface VehicleChoices {
  /** The carpooling box (D20); absent when the view shows none (the tenant has no carpooling, or joining one). */
  carpooling?: boolean;
  /** The carpooling destination, if typed. */
  carpoolingDestination?: string;
}

/** Props of {@link VehicleDetails}. */
export interface VehicleDetailsProps {
  tenant: Tenant;
  /** The vehicle; undefined while it loads. */
  vehicle: Vehicle | undefined;
  categories: readonly Category[];
  /** Where the rental starts. */
  station: Station | undefined;
  /** Where it ends, on a one-way search with another end station. */
  endStation?: Station;
  /** The searched start and end (ISO 8601). */
  start: string;
  end: string;
  /** The result's price and pre-discount price; absent when joining a carpooling. */
  price?: Money | null;
  preDiscountPrice?: Money | null;
  /**
   * The driver is joining a carpooling rental: no carpooling box, the book button says "book carpooling" (spec §2).
   * @default false
   */
  joiningCarpooling?: boolean;
  /** The choices already made (coming back from the review). */
  initialChoices?: Partial<VehicleChoices>;
  /** The map style of the station's small map (config.json's `mapStyleUrl`). */
  mapStyleUrl?: string;
  /** Closes the vehicle view: back to the map (spec §4). */
  onClose: () => void;
  /** The book button: the page applies the booking start of spec §4. */
  onBook: (choices: VehicleChoices) => void;
  /**
   * The booking start is resolving (the account is loading).
   * @default false
   */
  isBookPending?: boolean;
  /**
   * The search answered without this vehicle (booked meanwhile, or a link to other dates): it cannot be booked.
   * @default false
   */
  isUnavailable?: boolean;
}

/**
 * The vehicle view (spec §2): photo, specs, carpooling box and destination (spec §5 warning, D20 lock), stations with
 * their map, price summary and the book button.
 */
export function VehicleDetails({
  tenant,
  vehicle,
  categories,
  station,
  endStation,
  start,
  end,
  price,
  preDiscountPrice,
  joiningCarpooling = false,
  initialChoices,
  mapStyleUrl,
  onClose,
  onBook,
  isBookPending = false,
  isUnavailable = false,
}: VehicleDetailsProps) {
  const intl = useIntl();
  const box = carpoolingCheckbox(tenant);
  const [carpooling, setCarpooling] = useState(box.locked || (initialChoices?.carpooling ?? box.initial));
  const [destination, setDestination] = useState(initialChoices?.carpoolingDestination ?? '');
  const showsBox = box.shown && !joiningCarpooling;
  const destinationWarning = showsBox ? carpoolingDestinationWarning(destination, carpooling) : null;
  const date = (value: string) => formatDisplayDate(value, 'detail', intl.locale, tenant);

  if (!vehicle) {
    return (
      <section className={panel} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <Skeleton height="240px" />
        <Skeleton lines={4} />
      </section>
    );
  }

  const name = intl.formatMessage(
    { id: 'search.VehicleCard.name' },
    { make: vehicle.make, model: vehicle.model, year: vehicle.year ?? '', hasYear: vehicle.year ? 'yes' : 'no' },
  );
  const energy = vehicleEnergy(vehicle);
  const unit = distanceUnitOf(tenant);
  const category = categories.find((c) => c.id === vehicle.category_id);
  const spec = (label: string, value: ReactNode) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const photoUrl = vehicle.photos[0]?.medium_url ?? vehicle.thumbnail_url ?? undefined;

  return (
    <article className={panel} aria-labelledby="search-vehicle-title">
      <div className={header}>
        {/* issue 19: the view replaces the whole search page, so its title is the page's heading (one h1 per screen). */}
        <h1 id="search-vehicle-title" className={heading}>
          {name}
        </h1>
        <Button variant="ghost" onPress={onClose}>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>
      </div>
      {photoUrl && <img className={photo} src={photoUrl} alt={intl.formatMessage({ id: 'search.VehicleDetails.photo' }, { name })} />}
      <Card headingLevel={2} title={intl.formatMessage({ id: 'search.VehicleDetails.specs' })}>
        <dl className={specs}>
          {category && spec(intl.formatMessage({ id: 'search.VehicleDetails.category' }), category.name)}
          {spec(intl.formatMessage({ id: 'search.VehicleDetails.plate' }), vehicle.license_plate)}
          {vehicle.internal_identifier && spec(intl.formatMessage({ id: 'search.VehicleDetails.internalId' }), vehicle.internal_identifier)}
          {vehicle.doors_count != null && spec(intl.formatMessage({ id: 'search.VehicleDetails.doors' }), vehicle.doors_count)}
          {vehicle.seats_count != null && spec(intl.formatMessage({ id: 'search.VehicleDetails.seats' }), vehicle.seats_count)}
          {vehicle.fuel_type && spec(intl.formatMessage({ id: 'search.VehicleDetails.fuel' }), intl.formatMessage({ id: `search.fuel.${vehicle.fuel_type}` }))}
          {vehicle.gears_type && spec(intl.formatMessage({ id: 'search.VehicleDetails.gears' }), intl.formatMessage({ id: `search.gears.${vehicle.gears_type}` }))}
          {energy?.kind === 'charge' &&
            spec(
              intl.formatMessage({ id: 'search.VehicleDetails.energy' }),
              intl.formatMessage(
                { id: 'search.VehicleCard.charge' },
                {
                  percent: energy.percent / 100,
                  // spec §9, D41: box_autonomy is in kilometres, converted to the tenant's unit.
                  autonomy: energy.autonomy === null ? '' : formatDistance(kilometresToDistance(energy.autonomy, unit), intl.locale),
                  hasAutonomy: energy.autonomy === null ? 'no' : 'yes',
                },
              ),
            )}
          {energy?.kind === 'fuel' &&
            spec(
              intl.formatMessage({ id: 'search.VehicleDetails.energy' }),
              intl.formatMessage({ id: 'search.VehicleCard.fuel' }, { litres: energy.litres }),
            )}
          {vehicle.options.length > 0 &&
            spec(
              intl.formatMessage({ id: 'search.VehicleDetails.options' }),
              intl.formatList(vehicle.options.map((option) => intl.formatMessage({ id: `search.options.${option}` }))),
            )}
        </dl>
        {vehicle.description && <p className={muted}>{vehicle.description}</p>}
      </Card>
      {showsBox && (
        <Card headingLevel={2} title={intl.formatMessage({ id: 'search.VehicleDetails.carpooling' })}>
          <Checkbox isSelected={carpooling} isDisabled={box.locked} onChange={setCarpooling}>
            {intl.formatMessage({ id: box.locked ? 'search.VehicleDetails.carpoolingForced' : 'search.VehicleDetails.carpoolingOffer' })}
          </Checkbox>
          <TextField
            label={intl.formatMessage({ id: 'search.VehicleDetails.carpoolingDestination' })}
            value={destination}
            onChange={setDestination}
          />
          {destinationWarning && (
            <p className={warning} role="alert">
              {intl.formatMessage({ id: 'search.VehicleDetails.destinationWithoutCarpooling' })}
            </p>
          )}
        </Card>
      )}
      <Card headingLevel={2} title={intl.formatMessage({ id: 'search.VehicleDetails.stations' })}>
        <StationBlock station={station} endStation={endStation} mapStyleUrl={mapStyleUrl} />
      </Card>
      <Card headingLevel={2} title={intl.formatMessage({ id: 'search.VehicleDetails.summary' })}>
        <p className={text}>{intl.formatMessage({ id: 'search.VehicleDetails.dates' }, { start: date(start), end: date(end) })}</p>
        {price && price.value_cents > 0 && (
          <Price
            size="lg"
            amountCents={price.value_cents}
            currency={price.iso_code}
            preDiscountCents={preDiscountPrice?.value_cents ?? null}
            preDiscountLabel={intl.formatMessage({ id: 'search.VehicleCard.preDiscount' })}
          />
        )}
      </Card>
      {isUnavailable && (
        <p className={warning} role="alert">
          {intl.formatMessage({ id: 'search.VehicleDetails.unavailable' })}
        </p>
      )}
      <div className={actions}>
        <Button
          size="lg"
          isDisabled={destinationWarning !== null || isUnavailable}
          isPending={isBookPending}
          onPress={() =>
            onBook({
              carpooling: showsBox ? carpooling : undefined,
              carpoolingDestination: showsBox && carpooling && destination.trim() ? destination.trim() : undefined,
            })
          }
        >
          {intl.formatMessage({ id: joiningCarpooling ? 'search.VehicleDetails.bookCarpooling' : 'search.VehicleDetails.book' })}
        </Button>
      </div>
    </article>
  );
}
