// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRegistrationFlow } from './vRegistrationFlow.ts';

/**
 * The registration flows.
 */
export const vListRegistrationFlowsResponse = /* @__PURE__ */ v.object({
    registration_flows: /* @__PURE__ */ v.array(vRegistrationFlow)
});
