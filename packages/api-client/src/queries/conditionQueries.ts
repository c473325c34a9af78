// The condition reports' queries and mutations (issue 35, decisions D46, D47): the contract extension
// `condition-reports`. A module of its own, which no seed page imports (the /login budget). A call answered 404 or 501
// fails with `ExtensionUnavailableError` and `useExtensionAvailable('condition-reports')` turns false (extensions.ts).
import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import {
  type ConditionPhotoUpload,
  type ConditionReportInput,
  createConditionReport,
  listConditionReports,
  listVehicleDamages,
  uploadConditionPhoto,
} from '../operations/condition.ts';
import type { ConditionReport } from '../types.ts';
import type { UploadOptions } from '../upload.ts';
import { rentalKeys } from './rentalQueries.ts';
import { vehicleKeys } from './vehicleQueries.ts';

/**
 * Query keys of the condition reports: under the vehicle's and the booking's own keys (`['vehicles', 'damages', id]`,
 * `['rentals', 'condition-reports', id]`), so that what keeps a booking and its vehicle offline (D42) can keep them by
 * the same `[head, kind, id]` reading.
 */
export const conditionKeys = {
  vehicleDamages: (vehicleId: number) => [...vehicleKeys.all, 'damages', vehicleId] as const,
  reports: (rentalId: number) => [...rentalKeys.all, 'condition-reports', rentalId] as const,
};

/** How long a vehicle's known damages are taken as fresh: they change at the operator's pace, not the driver's. */
export const VEHICLE_DAMAGES_STALE_MS = 5 * 60_000;

/** The damages the operator already knows on a vehicle (`GET /vehicles/{id}/damages`). */
export const vehicleDamagesQueryOptions = (client: ApiClient, vehicleId: number) =>
  queryOptions({
    queryKey: conditionKeys.vehicleDamages(vehicleId),
    queryFn: ({ signal }) => listVehicleDamages(client, vehicleId, { signal }),
    staleTime: VEHICLE_DAMAGES_STALE_MS,
  });

/** A booking's condition reports, oldest first (`GET /user/rentals/{id}/condition_reports`). */
export const conditionReportsQueryOptions = (client: ApiClient, rentalId: number) =>
  queryOptions({
    queryKey: conditionKeys.reports(rentalId),
    queryFn: ({ signal }) => listConditionReports(client, rentalId, { signal }),
  });

/**
 * Places a report in its booking's cached list at once: the one with the same `client_id` is replaced (a report
 * sent again answers the first one, never a second entry), else it is added at the end.
 */
export function placeConditionReport(queryClient: QueryClient, rentalId: number, report: ConditionReport): void {
  queryClient.setQueryData<ConditionReport[]>(conditionKeys.reports(rentalId), (reports) => {
    if (!reports) return reports;
    const known = reports.some((entry) => entry.client_id === report.client_id);
    return known ? reports.map((entry) => (entry.client_id === report.client_id ? report : entry)) : [...reports, report];
  });
}

/** Uploads one photo of a booking's condition, with progress (nothing cached changes: a report names it later). */
export const uploadConditionPhotoMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'condition-photos', 'upload'],
    mutationFn: (input: ConditionPhotoUpload & UploadOptions) =>
      uploadConditionPhoto(client, input, { onProgress: input.onProgress, signal: input.signal }),
  });

/**
 * Sends a report (its `clientId` makes a second send answer the first report); the booking's list shows it at once,
 * then is refetched.
 */
export const createConditionReportMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['rentals', 'condition-reports', 'create'],
    mutationFn: (input: { rentalId: number; report: ConditionReportInput }) => createConditionReport(client, input.rentalId, input.report),
    onSuccess: (report, input) => {
      placeConditionReport(queryClient, input.rentalId, report);
      return queryClient.invalidateQueries({ queryKey: conditionKeys.reports(input.rentalId) });
    },
  });
