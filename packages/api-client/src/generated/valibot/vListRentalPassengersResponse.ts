// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vPassenger } from './vPassenger.ts';

/**
 * The passengers.
 */
export const vListRentalPassengersResponse = /* @__PURE__ */ v.object({
    passengers: /* @__PURE__ */ v.array(vPassenger)
});
