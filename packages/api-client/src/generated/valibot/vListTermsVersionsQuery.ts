// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vListTermsVersionsQuery = /* @__PURE__ */ v.object({
    current: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.boolean())
});
