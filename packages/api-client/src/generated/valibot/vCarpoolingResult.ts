// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDateTime } from './vDateTime.ts';
import { vId } from './vId.ts';
import { vVehicle } from './vVehicle.ts';

export const vCarpoolingResult = /* @__PURE__ */ v.object({
    id: vId,
    vehicle_id: vId,
    vehicle: /* @__PURE__ */ v.optional(vVehicle),
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime,
    carpooling_destination: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    start_station_id: vId
});
