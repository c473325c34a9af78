// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vVehicleDamage } from './vVehicleDamage.ts';

/**
 * The vehicle's known damages, the most recent first.
 */
export const vListVehicleDamagesResponse = /* @__PURE__ */ v.object({
    damages: /* @__PURE__ */ v.array(vVehicleDamage)
});
