// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vPassenger } from './vPassenger.ts';

/**
 * The passenger.
 */
export const vAddRentalPassengerResponse = /* @__PURE__ */ v.object({
    passenger: vPassenger
});
