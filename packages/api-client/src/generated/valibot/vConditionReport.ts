// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionMoment } from './vConditionMoment.ts';
import { vConditionReportDamage } from './vConditionReportDamage.ts';
import { vDateTime } from './vDateTime.ts';
import { vId } from './vId.ts';

/**
 * A stored condition report of a booking (extension condition-reports, decision D47).
 */
export const vConditionReport = /* @__PURE__ */ v.object({
    id: vId,
    client_id: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.uuid()),
    moment: vConditionMoment,
    nothing_to_report: /* @__PURE__ */ v.boolean(),
    damages: /* @__PURE__ */ v.array(vConditionReportDamage),
    created_at: vDateTime
});
