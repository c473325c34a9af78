// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Changed.
 */
export const vConfirmPasswordResetResponse = /* @__PURE__ */ v.void();
