// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionZone } from './vConditionZone.ts';
import { vId } from './vId.ts';

/**
 * One damage of a report: its zone, what the driver saw, and the photos uploaded for this booking.
 */
export const vConditionDamageCreate = /* @__PURE__ */ v.object({
    zone: vConditionZone,
    description: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.maxLength(1000)),
    photo_ids: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.array(vId), /* @__PURE__ */ v.maxLength(20))
});
