import type { Category, Tenant, Vehicle } from '@frontoffice/api-client';
import { distanceUnitOf, formatDistance, kilometresToDistance, vehicleEnergy } from '@frontoffice/domain';
import { Card } from '@frontoffice/ui/Card';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './RentalDetail.css.ts';
import { FUEL_MESSAGES, GEARS_MESSAGES, OPTION_MESSAGES } from './vehicleTexts.ts';

const m = {
  title: { id: 'rentals.VehicleFacts.title' },
  category: { id: 'rentals.VehicleFacts.category' },
  model: { id: 'rentals.VehicleFacts.model' },
  year: { id: 'rentals.VehicleFacts.year' },
  doors: { id: 'rentals.VehicleFacts.doors' },
  seats: { id: 'rentals.VehicleFacts.seats' },
  fuel: { id: 'rentals.VehicleFacts.fuel' },
  gears: { id: 'rentals.VehicleFacts.gears' },
  internalId: { id: 'rentals.VehicleFacts.internalId' },
  plate: { id: 'rentals.VehicleFacts.plate' },
  charge: { id: 'rentals.VehicleFacts.charge' },
  chargeValue: { id: 'rentals.VehicleFacts.chargeValue' },
  equipment: { id: 'rentals.VehicleFacts.equipment' },
  noEquipment: { id: 'rentals.VehicleFacts.noEquipment' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The vehicle of a booking (spec §2 fragments): category, make, model, year; doors, seats, fuel, transmission; the
 * internal identifier and plate; the charge level of an electric vehicle (spec §3); its equipment.
 */
export function VehicleFacts({ vehicle, categories, tenant }: { vehicle: Vehicle; categories: readonly Category[]; tenant: Tenant }) {
  const intl = useIntl();
  const category = categories.find((c) => c.id === vehicle.category_id);
  const energy = vehicleEnergy(vehicle);
  const fact = (label: MessageDescriptor, value: ReactNode, wide = false) => (
    <div key={label.id} className={wide ? s.wide : undefined}>
      <dt>{intl.formatMessage(label)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Card title={intl.formatMessage(m.title)} headingLevel={2}>
      <dl className={s.facts}>
        {category && fact(m.category, category.name)}
        {fact(m.model, `${vehicle.make} ${vehicle.model}`)}
        {vehicle.year != null && fact(m.year, vehicle.year)}
        {vehicle.doors_count != null && fact(m.doors, vehicle.doors_count)}
        {vehicle.seats_count != null && fact(m.seats, vehicle.seats_count)}
        {vehicle.fuel_type && fact(m.fuel, intl.formatMessage(FUEL_MESSAGES[vehicle.fuel_type]))}
        {vehicle.gears_type && fact(m.gears, intl.formatMessage(GEARS_MESSAGES[vehicle.gears_type]))}
        {vehicle.internal_identifier && fact(m.internalId, vehicle.internal_identifier)}
        {fact(m.plate, vehicle.license_plate)}
        {energy?.kind === 'charge' &&
          fact(
            m.charge,
            intl.formatMessage(m.chargeValue, {
              percent: energy.percent / 100,
              // spec §9, D41: box_autonomy is in kilometres, converted to the tenant's unit.
              autonomy: energy.autonomy === null ? '' : formatDistance(kilometresToDistance(energy.autonomy, distanceUnitOf(tenant)), intl.locale),
              hasAutonomy: energy.autonomy === null ? 'no' : 'yes',
              charging: energy.charging ? 'yes' : 'no',
            }),
          )}
        {fact(
          m.equipment,
          vehicle.options.length > 0
            ? intl.formatList(vehicle.options.map((option) => intl.formatMessage(OPTION_MESSAGES[option])))
            : intl.formatMessage(m.noEquipment),
          true,
        )}
      </dl>
    </Card>
  );
}
