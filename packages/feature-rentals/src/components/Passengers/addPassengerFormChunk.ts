import { canAddPassengers, isRentalOwner } from '@frontoffice/domain';
import type { Rental, Tenant } from '@frontoffice/api-client';
import { lazy } from 'react';
import { onDemandChunk } from '../../rentals/onDemandChunk.ts';

/**
 * The add-passenger form's chunk (issue 32): its e-mail field is react-aria's combo box, whose code the search form
 * shares; in the booking detail's own chunk it brought the search form's chunks (about 60 kB gzip) to every booking,
 * where only the owner of a carpooling sees the form.
 */
const chunk = onDemandChunk(() => import('./AddPassengerForm.tsx'));

/** The form's module once loaded: drawn at once then (a `React.lazy` component suspends on its first render anyway). */
export const loadedAddPassengerForm = chunk.loaded;

/** The form, loaded on demand, for a render that comes before its chunk (`loadedAddPassengerForm` otherwise). */
export const LazyAddPassengerForm = lazy(() => chunk.load().then((module) => ({ default: module.AddPassengerForm })));

/** Whether the viewer sees the add-passenger form (spec §6): the owner of a carpooling, while tenant and status allow it. */
export function showsAddPassengerForm(rental: Rental, userId: number | undefined, tenant: Tenant): boolean {
  return rental.carpooling === true && isRentalOwner(rental, userId) && canAddPassengers(rental, tenant);
}

/**
 * Whether the add-passenger form's chunk is there when the page shows it: loads it when `wanted` and tells once it has
 * arrived (or failed: the page then shows without waiting, and the form's place loads it again).
 */
export const useAddPassengerFormReady = chunk.useReady;
