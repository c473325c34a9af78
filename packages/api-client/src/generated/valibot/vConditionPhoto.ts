// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

/**
 * A photo uploaded for a booking's condition report (extension condition-reports).
 */
export const vConditionPhoto = /* @__PURE__ */ v.object({
    id: vId,
    url: /* @__PURE__ */ v.string()
});
