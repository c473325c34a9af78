// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Changed (the success body is not shown in the spec).
 */
export const vChangePasswordResponse = /* @__PURE__ */ v.void();
