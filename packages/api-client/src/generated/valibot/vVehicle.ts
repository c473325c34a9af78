// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vFuelType } from './vFuelType.ts';
import { vGearsType } from './vGearsType.ts';
import { vId } from './vId.ts';
import { vVehicleOption } from './vVehicleOption.ts';

/**
 * spec §3. Electric vehicles show charge percentage and autonomy; fuel level is in litres.
 */
export const vVehicle = /* @__PURE__ */ v.object({
    id: vId,
    make: /* @__PURE__ */ v.string(),
    model: /* @__PURE__ */ v.string(),
    year: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    photos: /* @__PURE__ */ v.array(/* @__PURE__ */ v.object({
        medium_url: /* @__PURE__ */ v.string()
    })),
    thumbnail_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    license_plate: /* @__PURE__ */ v.string(),
    internal_identifier: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    category_id: /* @__PURE__ */ v.nullish(vId),
    description: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    doors_count: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    seats_count: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    gears_type: /* @__PURE__ */ v.nullish(vGearsType),
    fuel_type: /* @__PURE__ */ v.nullish(vFuelType),
    options: /* @__PURE__ */ v.array(vVehicleOption),
    power: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    payload_capacity: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    volume: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    included_distance: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    geotracking_privacy_usage: /* @__PURE__ */ v.boolean(),
    box_latitude: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_longitude: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_state_of_charge: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_charging_status: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.picklist(['charging', 'not_charging'])),
    box_autonomy: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    box_fuel_level: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number())
});
