import {
  stationsQueryOptions,
  type Tenant,
  useApiClient,
  userRentalQueryOptions,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import { formatDisplayDate, pagePath } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Checkmark } from '@frontoffice/ui/Checkmark';
import { Link } from '@frontoffice/ui/Link';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { actions, heading, muted, panel, text } from '../VehicleDetails/VehicleDetails.css.ts';

/** Where the confirmation's FAQ link leads (spec §2 account/help/faq). */
const FAQ_PATH = pagePath('help-faq');

/** Props of {@link BookingConfirmation}. */
export interface BookingConfirmationProps {
  tenant: Tenant;
  /** The booking made (or the carpooling joined). */
  rentalId: number;
  /**
   * The driver joined a carpooling: the title says "carpooling confirmed" (spec §2).
   * @default false
   */
  joinedCarpooling?: boolean;
  /** Leaves the confirmation: the search starts again (spec §4). */
  onNewSearch: () => void;
}

/** The confirmation (spec §2): its title, access instructions and a link to the FAQ. */
export function BookingConfirmation({ tenant, rentalId, joinedCarpooling = false, onNewSearch }: BookingConfirmationProps) {
  const intl = useIntl();
  const client = useApiClient();
  const rental = useQuery(userRentalQueryOptions(client, rentalId));
  const vehicleId = rental.data?.vehicle_id;
  const vehicle = useQuery({ ...vehicleQueryOptions(client, vehicleId ?? 0), enabled: vehicleId !== undefined });
  const stations = useQuery(stationsQueryOptions(client));
  const station = stations.data?.find((s) => s.id === rental.data?.start_station_id);
  const title = intl.formatMessage({ id: joinedCarpooling ? 'search.BookingConfirmation.carpoolingTitle' : 'search.BookingConfirmation.title' });
  return (
    <article className={panel} aria-labelledby="search-confirmation-title">
      <Checkmark />
      <h2 id="search-confirmation-title" className={heading}>
        {title}
      </h2>
      <Card title={intl.formatMessage({ id: 'search.BookingConfirmation.access' })}>
        {rental.data ? (
          <>
            {vehicle.data && (
              <p className={text}>
                {intl.formatMessage(
                  { id: 'search.VehicleCard.name' },
                  { make: vehicle.data.make, model: vehicle.data.model, year: vehicle.data.year ?? '', hasYear: vehicle.data.year ? 'yes' : 'no' },
                )}{' '}
                · {intl.formatMessage({ id: 'search.VehicleCard.plate' }, { plate: vehicle.data.license_plate })}
              </p>
            )}
            <p className={text}>
              {intl.formatMessage(
                { id: 'search.BookingConfirmation.instructions' },
                {
                  start: formatDisplayDate(rental.data.reservation_start_time, 'detail', intl.locale, tenant),
                  station: station?.name ?? '',
                  address: station?.address ?? '',
                  hasStation: station ? 'yes' : 'no',
                },
              )}
            </p>
            <p className={muted}>{intl.formatMessage({ id: 'search.BookingConfirmation.unlock' })}</p>
          </>
        ) : (
          <Skeleton lines={3} />
        )}
      </Card>
      <p className={text}>
        <Link href={FAQ_PATH}>{intl.formatMessage({ id: 'search.BookingConfirmation.faq' })}</Link>
      </p>
      <div className={actions}>
        <Button onPress={onNewSearch}>{intl.formatMessage({ id: 'search.BookingConfirmation.newSearch' })}</Button>
      </div>
    </article>
  );
}
