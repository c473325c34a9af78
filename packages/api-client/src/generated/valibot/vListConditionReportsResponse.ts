// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionReport } from './vConditionReport.ts';

/**
 * The booking's reports, oldest first.
 */
export const vListConditionReportsResponse = /* @__PURE__ */ v.object({
    condition_reports: /* @__PURE__ */ v.array(vConditionReport)
});
