// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionReport } from './vConditionReport.ts';

export const vConditionReportEnvelope = /* @__PURE__ */ v.object({
    condition_report: vConditionReport
});
