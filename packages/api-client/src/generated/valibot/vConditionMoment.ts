// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * When a condition report is made (decision D47; the domain's CONDITION_MOMENTS).
 */
export const vConditionMoment = /* @__PURE__ */ v.picklist(['pick_up', 'return']);
