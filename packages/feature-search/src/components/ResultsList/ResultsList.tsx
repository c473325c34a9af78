import {
  type CarpoolingResult,
  type Category,
  type SearchResult,
  type Tenant,
  useApiClient,
  vehicleQueryOptions,
} from '@frontoffice/api-client';
import { CARPOOLING_SEARCH_DEFAULTS, carpoolingTimesAdjusted, formatDisplayDate, pageCount, preDiscountPrice } from '@frontoffice/domain';
import { Badge } from '@frontoffice/ui/Badge';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { Pagination } from '@frontoffice/ui/Pagination';
import { Price } from '@frontoffice/ui/Price';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { DateTime } from 'luxon';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { body, card, footer, heading, list, summary, thumbnail, title } from './ResultsList.css.ts';
import { VehicleMeta } from './VehicleSummary.tsx';
import { useStation } from '../../api/useStation.ts';
import { useAfterNextPaint } from '@frontoffice/ui/afterNextPaint';

/** Props of {@link VehicleCard}. */
export interface VehicleCardProps {
  result: SearchResult;
  tenant: Tenant;
  categories: readonly Category[];
  /** Called when the driver opens the vehicle. */
  onSelect: (result: SearchResult) => void;
}

/**
 * A result's choose button (issue 32): pressed, it shows itself pending at once, and the choice (the vehicle's view in
 * place of the map's, a render of a whole page) is made once that has been painted, so that the tap is answered
 * within the "good" Interaction to Next Paint on a phone.
 */
function useChoice(select: () => void): { press: () => void; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const afterPaint = useAfterNextPaint();
  return {
    isPending,
    press: () => {
      setPending(true);
      afterPaint(() => {
        setPending(false);
        select();
      });
    },
  };
}

/**
 * A vehicle result (spec §2): thumbnail, make, model and year, energy, category, distance, plate, internal identifier
 * and the price with the pre-discount price struck through.
 */
export function VehicleCard({ result, tenant, categories, onSelect }: VehicleCardProps) {
  const intl = useIntl();
  const choose = useChoice(() => onSelect(result));
  const { vehicle } = result;
  const before = preDiscountPrice(result);
  const name = intl.formatMessage(
    { id: 'search.VehicleCard.name' },
    { make: vehicle.make, model: vehicle.model, year: vehicle.year ?? '', hasYear: vehicle.year ? 'yes' : 'no' },
  );
  return (
    <Card as="article">
      <div className={card}>
        <img className={thumbnail} src={vehicle.thumbnail_url ?? vehicle.photos[0]?.medium_url} alt="" loading="lazy" />
        <div className={body}>
          <h3 className={title}>{name}</h3>
          <VehicleMeta vehicle={vehicle} tenant={tenant} categories={categories} distanceInMeters={result.distance_in_meters} />
          <div className={footer}>
            <Price
              amountCents={result.price.value_cents}
              currency={result.price.iso_code}
              preDiscountCents={before?.value_cents ?? null}
              preDiscountLabel={intl.formatMessage({ id: 'search.VehicleCard.preDiscount' })}
            />
            <Button
              variant="secondary"
              onPress={choose.press}
              isPending={choose.isPending}
              aria-label={intl.formatMessage({ id: 'search.VehicleCard.chooseNamed' }, { name })}
            >
              {intl.formatMessage({ id: 'search.VehicleCard.choose' })}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Props of {@link CarpoolingCard}. */
export interface CarpoolingCardProps {
  carpooling: CarpoolingResult;
  tenant: Tenant;
  categories: readonly Category[];
  /** The dates the driver asked for, to compare with the proposed ones. */
  requested: { start: DateTime; end: DateTime };
  /** Called when the driver opens the carpooling's vehicle. */
  onSelect: (carpooling: CarpoolingResult) => void;
}

/**
 * A carpooling result (spec §2): highlighted, with the proposed versus requested dates and the adjusted-times badge
 * when they differ.
 */
export function CarpoolingCard({ carpooling, tenant, categories, requested, onSelect }: CarpoolingCardProps) {
  const intl = useIntl();
  const choose = useChoice(() => onSelect(carpooling));
  const client = useApiClient();
  // issue 17: the offer comes with its vehicle from the search's answer; asked for alone only when it does not.
  const fetched = useQuery({ ...vehicleQueryOptions(client, carpooling.vehicle_id), enabled: carpooling.vehicle === undefined });
  const vehicle = { data: carpooling.vehicle ?? fetched.data };
  const station = useStation(carpooling.start_station_id);
  const adjusted = carpoolingTimesAdjusted(carpooling, requested);
  const date = (value: string | DateTime) => formatDisplayDate(value, 'list', intl.locale, tenant);
  return (
    <Card
      as="article"
      isHighlighted
      title={intl.formatMessage({ id: 'search.CarpoolingCard.title' })}
      headerEnd={adjusted ? <Badge tone="warning">{intl.formatMessage({ id: 'search.CarpoolingCard.adjusted' })}</Badge> : undefined}
    >
      <div className={body}>
        {vehicle.data ? (
          <>
            <h4 className={title}>
              {intl.formatMessage(
                { id: 'search.VehicleCard.name' },
                { make: vehicle.data.make, model: vehicle.data.model, year: vehicle.data.year ?? '', hasYear: vehicle.data.year ? 'yes' : 'no' },
              )}
            </h4>
            <VehicleMeta vehicle={vehicle.data} tenant={tenant} categories={categories} />
          </>
        ) : (
          <Skeleton lines={2} />
        )}
        {station && <p className={summary}>{intl.formatMessage({ id: 'search.CarpoolingCard.station' }, { name: station.name })}</p>}
        <p className={summary}>
          {intl.formatMessage(
            { id: 'search.CarpoolingCard.proposed' },
            { start: date(carpooling.reservation_start_time), end: date(carpooling.reservation_end_time) },
          )}
        </p>
        <p className={summary}>
          {intl.formatMessage({ id: 'search.CarpoolingCard.requested' }, { start: date(requested.start), end: date(requested.end) })}
        </p>
        {carpooling.carpooling_destination && (
          <p className={summary}>
            {intl.formatMessage({ id: 'search.CarpoolingCard.destination' }, { destination: carpooling.carpooling_destination })}
          </p>
        )}
        <div className={footer}>
          <Button variant="primary" onPress={choose.press} isPending={choose.isPending}>
            {intl.formatMessage({ id: 'search.CarpoolingCard.choose' })}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Props of {@link ResultsList}. */
export interface ResultsListProps {
  tenant: Tenant;
  /** Vehicle results of the current page. */
  results: readonly SearchResult[];
  /** The server's total, for the pages (spec §9). */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** The page size (spec §9 default 50). */
  limit: number;
  /** Carpooling results of the current page, shown first (spec §2): the carpoolings' page `page` (§9: 30 a page). */
  carpoolings: readonly CarpoolingResult[];
  categories: readonly Category[];
  /** The requested dates, for the carpooling comparison. */
  requested: { start: DateTime; end: DateTime };
  onSelectVehicle: (result: SearchResult) => void;
  onSelectCarpooling: (carpooling: CarpoolingResult) => void;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
}

/**
 * The pages the results have (spec §9), the vehicles' and the carpoolings' together (issue 31): the vehicles' from
 * the server's total; the carpoolings' answer has no total, so a full page of them means there may be one more. The
 * current page always counts, so that a page past the end still offers the way back.
 */
function resultPageCount({ total, page, limit, carpoolings }: Pick<ResultsListProps, 'total' | 'page' | 'limit' | 'carpoolings'>): number {
  const carpoolingPages = carpoolings.length >= CARPOOLING_SEARCH_DEFAULTS.limit ? page + 1 : page;
  return Math.max(pageCount(total, limit), carpoolingPages);
}

/**
 * The results (spec §2): carpooling cards first, then vehicle cards, paginated from the server's total and the
 * carpoolings' pages (spec §9, issue 31): page N shows both lists' page N.
 */
export function ResultsList({
  tenant,
  results,
  total,
  page,
  limit,
  carpoolings,
  categories,
  requested,
  onSelectVehicle,
  onSelectCarpooling,
  onPageChange,
}: ResultsListProps) {
  const intl = useIntl();
  const headingId = useId();
  // The list's heading (h2, for screen readers) keeps the cards' h3 titles in order under the page's h1 (axe
  // heading-order).
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        {intl.formatMessage({ id: 'search.ResultsList.title' })}
      </h2>
      <p className={summary} role="status">
        {intl.formatMessage({ id: 'search.ResultsList.count' }, { count: total })}
      </p>
      <ul className={list}>
        {carpoolings.map((carpooling) => (
          <li key={`carpooling-${carpooling.id}`}>
            <CarpoolingCard
              carpooling={carpooling}
              tenant={tenant}
              categories={categories}
              requested={requested}
              onSelect={onSelectCarpooling}
            />
          </li>
        ))}
        {results.map((result) => (
          <li key={`vehicle-${result.vehicle.id}`}>
            <VehicleCard result={result} tenant={tenant} categories={categories} onSelect={onSelectVehicle} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={resultPageCount({ total, page, limit, carpoolings })}
        onPageChange={onPageChange}
        label={intl.formatMessage({ id: 'search.ResultsList.pages' })}
        previousLabel={intl.formatMessage({ id: 'common.previous' })}
        nextLabel={intl.formatMessage({ id: 'common.next' })}
        pageLabel={(n) => intl.formatMessage({ id: 'search.ResultsList.page' }, { page: n })}
        formatStatus={(n, count) => intl.formatMessage({ id: 'search.ResultsList.pageOf' }, { page: n, count })}
      />
    </section>
  );
}
