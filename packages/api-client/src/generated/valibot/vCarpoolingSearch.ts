// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDateTime } from './vDateTime.ts';
import { vId } from './vId.ts';

export const vCarpoolingSearch = /* @__PURE__ */ v.object({
    start_station_id: /* @__PURE__ */ v.optional(vId),
    end_station_id: /* @__PURE__ */ v.optional(vId),
    rental_label_id: /* @__PURE__ */ v.optional(vId),
    start_time: vDateTime,
    end_time: vDateTime,
    categories: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vId)),
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 30)
});
