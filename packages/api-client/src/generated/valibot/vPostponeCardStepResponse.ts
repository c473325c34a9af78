// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * The card step is behind the account.
 */
export const vPostponeCardStepResponse = /* @__PURE__ */ v.void();
