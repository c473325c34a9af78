// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vVehicle } from './vVehicle.ts';

/**
 * The vehicle.
 */
export const vGetVehicleResponse = /* @__PURE__ */ v.object({
    vehicle: vVehicle
});
