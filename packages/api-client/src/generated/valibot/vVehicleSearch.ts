// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDateTime } from './vDateTime.ts';
import { vGearsType } from './vGearsType.ts';
import { vId } from './vId.ts';
import { vVehicleOption } from './vVehicleOption.ts';

/**
 * spec §7 search body; estimated distance and seats count are numbers (spec §5).
 */
export const vVehicleSearch = /* @__PURE__ */ v.object({
    start_station_id: /* @__PURE__ */ v.optional(vId),
    end_station_id: /* @__PURE__ */ v.optional(vId),
    estimated_distance: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(0))),
    destination_label: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_name: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_gmaps_place_id: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_formatted_address: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    destination_latitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.number()),
    destination_longitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.number()),
    rental_label_id: /* @__PURE__ */ v.optional(vId),
    latitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-90), /* @__PURE__ */ v.maxValue(90))),
    longitude: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-180), /* @__PURE__ */ v.maxValue(180))),
    discount_codes: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(/* @__PURE__ */ v.string())),
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 50),
    radius: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(0)), 30),
    categories: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vId)),
    options: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vVehicleOption)),
    gears_type: /* @__PURE__ */ v.optional(vGearsType),
    seats_count: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.picklist([
        2,
        4,
        7
    ])),
    start_time: vDateTime,
    end_time: vDateTime
});
