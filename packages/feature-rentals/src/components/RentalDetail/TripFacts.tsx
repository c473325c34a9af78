import type { Rental, Tenant } from '@frontoffice/api-client';
import { distanceUnitOf, formatDisplayDate, formatDistance, isRentalFinished, parseDistanceUnit, rentalDuration } from '@frontoffice/domain';
import { Card } from '@frontoffice/ui/Card';
import { Price } from '@frontoffice/ui/Price';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './RentalDetail.css.ts';

const m = {
  title: { id: 'rentals.TripFacts.title' },
  start: { id: 'rentals.TripFacts.start' },
  end: { id: 'rentals.TripFacts.end' },
  duration: { id: 'rentals.TripFacts.duration' },
  durationValue: { id: 'rentals.TripFacts.durationValue' },
  destination: { id: 'rentals.TripFacts.destination' },
  estimatedDistance: { id: 'rentals.TripFacts.estimatedDistance' },
  distance: { id: 'rentals.TripFacts.distance' },
  price: { id: 'rentals.TripFacts.price' },
  estimatedPrice: { id: 'rentals.TripFacts.estimatedPrice' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The trip of a booking (spec §2 booking detail): dates (`D MMMM YYYY HH[h]mm` in the tenant's zone, spec §9),
 * duration, destination, estimated distance, and the driven distance and price once finished (before that, the price
 * is the booking's estimate).
 */
export function TripFacts({ rental, tenant, footer }: { rental: Rental; tenant: Tenant; footer?: ReactNode }) {
  const intl = useIntl();
  const duration = rentalDuration(rental);
  const finished = isRentalFinished(rental);
  const unit = rental.distance_unit ? parseDistanceUnit(rental.distance_unit) : distanceUnitOf(tenant);
  const destination = rental.destination?.label || rental.destination?.formatted_address || rental.carpooling_destination;
  const fact = (label: MessageDescriptor, value: ReactNode) => (
    <div key={label.id}>
      <dt>{intl.formatMessage(label)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Card title={intl.formatMessage(m.title)} headingLevel={2} footer={footer}>
      <dl className={s.facts}>
        {fact(m.start, formatDisplayDate(rental.reservation_start_time, 'detail', intl.locale, tenant))}
        {fact(m.end, formatDisplayDate(rental.reservation_end_time, 'detail', intl.locale, tenant))}
        {duration && fact(m.duration, intl.formatMessage(m.durationValue, { ...duration }))}
        {destination && fact(m.destination, destination)}
        {rental.estimated_distance != null &&
          fact(m.estimatedDistance, formatDistance({ value: rental.estimated_distance, unit }, intl.locale))}
        {finished && rental.distance != null && fact(m.distance, formatDistance({ value: rental.distance, unit }, intl.locale))}
        {rental.price &&
          rental.price.value_cents > 0 &&
          fact(finished ? m.price : m.estimatedPrice, <Price amountCents={rental.price.value_cents} currency={rental.price.iso_code} size="sm" />)}
      </dl>
    </Card>
  );
}
