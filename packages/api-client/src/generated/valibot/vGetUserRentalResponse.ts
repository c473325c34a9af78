// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRentalEnvelope } from './vRentalEnvelope.ts';

/**
 * The rental.
 */
export const vGetUserRentalResponse = vRentalEnvelope;
