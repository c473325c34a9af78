// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDateTime } from './vDateTime.ts';
import { vId } from './vId.ts';

/**
 * spec §7 (POST /user/rentals body).
 */
export const vRentalCreate = /* @__PURE__ */ v.object({
    vehicle_id: vId,
    driver_id: vId,
    start_station_id: vId,
    end_station_id: /* @__PURE__ */ v.nullish(vId),
    destination_id: /* @__PURE__ */ v.nullish(vId),
    reservation_start_time: vDateTime,
    reservation_end_time: vDateTime,
    estimated_distance: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(0))),
    rental_label_id: /* @__PURE__ */ v.nullish(vId),
    discount_codes: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
    geotracking: /* @__PURE__ */ v.boolean(),
    carpooling: /* @__PURE__ */ v.boolean(),
    carpooling_destination: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});
