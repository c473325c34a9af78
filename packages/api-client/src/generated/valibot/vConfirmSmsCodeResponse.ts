// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Confirmed.
 */
export const vConfirmSmsCodeResponse = /* @__PURE__ */ v.void();
