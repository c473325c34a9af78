// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionPhoto } from './vConditionPhoto.ts';
import { vConditionZone } from './vConditionZone.ts';

/**
 * One damage of a stored report, with its photos.
 */
export const vConditionReportDamage = /* @__PURE__ */ v.object({
    zone: vConditionZone,
    description: /* @__PURE__ */ v.string(),
    photos: /* @__PURE__ */ v.array(vConditionPhoto)
});
