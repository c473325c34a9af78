import { canAddPassengers, isRentalOwner } from '@frontoffice/domain';
import type { Rental, Tenant } from '@frontoffice/api-client';
import { lazy, useEffect, useState } from 'react';
import type * as AddPassengerFormModule from './AddPassengerForm.tsx';

type FormModule = typeof AddPassengerFormModule;

let loading: Promise<FormModule> | undefined;
let loaded: FormModule | undefined;

/**
 * Loads the add-passenger form's chunk, once (issue 32): its e-mail field is react-aria's combo box, whose code the
 * search form shares; in the booking detail's own chunk it brought the search form's chunks (about 60 kB gzip) to every
 * booking, where only the owner of a carpooling sees the form. A failed load may be tried again.
 */
export function loadAddPassengerForm(): Promise<FormModule> {
  loading ??= import('./AddPassengerForm.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The form's module once loaded: drawn at once then (a `React.lazy` component suspends on its first render anyway). */
export const loadedAddPassengerForm = (): FormModule | undefined => loaded;

/** The form, loaded on demand, for a render that comes before its chunk (`loadedAddPassengerForm` otherwise). */
export const LazyAddPassengerForm = lazy(() => loadAddPassengerForm().then((module) => ({ default: module.AddPassengerForm })));

/** Whether the viewer sees the add-passenger form (spec §6): the owner of a carpooling, while tenant and status allow it. */
export function showsAddPassengerForm(rental: Rental, userId: number | undefined, tenant: Tenant): boolean {
  return rental.carpooling === true && isRentalOwner(rental, userId) && canAddPassengers(rental, tenant);
}

/**
 * Whether the add-passenger form's chunk is there when the page shows it: loads it when `wanted` and tells once it has
 * arrived (or failed: the page then shows without waiting, and the form's place loads it again).
 */
export function useAddPassengerFormReady(wanted: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    const done = () => current && setSettled(true);
    loadAddPassengerForm().then(done, done);
    return () => {
      current = false;
    };
  }, [wanted]);
  return !wanted || loaded !== undefined || settled;
}
