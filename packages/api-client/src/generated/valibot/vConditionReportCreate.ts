// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionDamageCreate } from './vConditionDamageCreate.ts';
import { vConditionMoment } from './vConditionMoment.ts';

/**
 * The body of POST /user/rentals/{id}/condition_reports (extension condition-reports, decision D47).
 */
export const vConditionReportCreate = /* @__PURE__ */ v.object({
    condition_report: /* @__PURE__ */ v.object({
        client_id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.uuid()),
        moment: vConditionMoment,
        nothing_to_report: /* @__PURE__ */ v.boolean(),
        damages: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.array(vConditionDamageCreate), /* @__PURE__ */ v.maxLength(50))
    })
});
