import type { FuelType, GearsType, VehicleOption } from '@frontoffice/api-client';
import type { MessageDescriptor } from 'react-intl';

/** The fuel types of spec §3, shown in the vehicle's specs. */
export const FUEL_MESSAGES = {
  electric: { id: 'rentals.fuel.electric' },
  gasoline: { id: 'rentals.fuel.gasoline' },
  diesel: { id: 'rentals.fuel.diesel' },
  gpl: { id: 'rentals.fuel.gpl' },
  hybrid: { id: 'rentals.fuel.hybrid' },
} satisfies Record<FuelType, MessageDescriptor>;

/** The transmissions of spec §3. */
export const GEARS_MESSAGES = {
  automatic: { id: 'rentals.gears.automatic' },
  manual: { id: 'rentals.gears.manual' },
  semi_automatic: { id: 'rentals.gears.semi_automatic' },
} satisfies Record<GearsType, MessageDescriptor>;

/** The equipment of spec §3. */
export const OPTION_MESSAGES = {
  airbag: { id: 'rentals.options.airbag' },
  air_conditioning: { id: 'rentals.options.air_conditioning' },
  gps: { id: 'rentals.options.gps' },
  usb_plug: { id: 'rentals.options.usb_plug' },
  snow_tire: { id: 'rentals.options.snow_tire' },
  bluetooth: { id: 'rentals.options.bluetooth' },
} satisfies Record<VehicleOption, MessageDescriptor>;
