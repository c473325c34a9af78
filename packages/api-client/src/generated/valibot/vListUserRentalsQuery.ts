// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';
import { vRentalStatus } from './vRentalStatus.ts';

export const vListUserRentalsQuery = /* @__PURE__ */ v.object({
    page: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1)), 1),
    limit: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer(), /* @__PURE__ */ v.minValue(1), /* @__PURE__ */ v.maxValue(100))),
    statuses: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vRentalStatus)),
    driver_ids: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vId)),
    order: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.picklist(['asc', 'desc']))
});
