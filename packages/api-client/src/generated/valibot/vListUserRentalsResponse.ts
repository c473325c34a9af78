// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRentalList } from './vRentalList.ts';

/**
 * One page of rentals.
 */
export const vListUserRentalsResponse = vRentalList;
