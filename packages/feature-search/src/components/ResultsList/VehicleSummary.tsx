import type { Category, Tenant, Vehicle } from '@frontoffice/api-client';
import { distanceUnitOf, formatDistance, kilometresToDistance, metersToDistance, vehicleEnergy } from '@frontoffice/domain';
import { useIntl } from 'react-intl';
import { meta } from './ResultsList.css.ts';

/** Props of {@link VehicleMeta}. */
export interface VehicleMetaProps {
  vehicle: Vehicle;
  tenant: Tenant;
  /** The tenant's categories, to name the vehicle's. */
  categories: readonly Category[];
  /** Distance from the searched place, in metres (spec §3 search result). */
  distanceInMeters?: number | null;
}

/**
 * The facts a vehicle card shows (spec §2): energy (charge % and autonomy, or fuel litres), category, distance in the
 * tenant's unit, plate and internal identifier.
 */
export function VehicleMeta({ vehicle, tenant, categories, distanceInMeters }: VehicleMetaProps) {
  const intl = useIntl();
  const energy = vehicleEnergy(vehicle);
  const category = categories.find((c) => c.id === vehicle.category_id);
  const unit = distanceUnitOf(tenant);
  return (
    <p className={meta}>
      {category && <span>{category.name}</span>}
      {energy?.kind === 'charge' && (
        <span>
          {intl.formatMessage(
            { id: 'search.VehicleCard.charge' },
            {
              percent: energy.percent / 100,
              // spec §9, D41: box_autonomy is in kilometres, converted to the tenant's unit.
              autonomy: energy.autonomy === null ? '' : formatDistance(kilometresToDistance(energy.autonomy, unit), intl.locale),
              hasAutonomy: energy.autonomy === null ? 'no' : 'yes',
            },
          )}
        </span>
      )}
      {energy?.kind === 'fuel' && (
        <span>{intl.formatMessage({ id: 'search.VehicleCard.fuel' }, { litres: energy.litres })}</span>
      )}
      {typeof distanceInMeters === 'number' && (
        <span>
          {intl.formatMessage(
            { id: 'search.VehicleCard.distance' },
            { distance: formatDistance(metersToDistance(distanceInMeters, unit), intl.locale) },
          )}
        </span>
      )}
      <span>{intl.formatMessage({ id: 'search.VehicleCard.plate' }, { plate: vehicle.license_plate })}</span>
      {vehicle.internal_identifier && (
        <span>{intl.formatMessage({ id: 'search.VehicleCard.internalId' }, { identifier: vehicle.internal_identifier })}</span>
      )}
    </p>
  );
}
