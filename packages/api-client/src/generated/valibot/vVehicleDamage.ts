// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionZone } from './vConditionZone.ts';
import { vDateTime } from './vDateTime.ts';
import { vId } from './vId.ts';

/**
 * A damage the operator already knows on a vehicle (extension condition-reports, decision D46).
 */
export const vVehicleDamage = /* @__PURE__ */ v.object({
    id: vId,
    zone: vConditionZone,
    description: /* @__PURE__ */ v.string(),
    reported_at: vDateTime,
    photo_urls: /* @__PURE__ */ v.array(/* @__PURE__ */ v.string())
});
