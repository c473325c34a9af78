// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vErrorItem = /* @__PURE__ */ v.object({
    code: /* @__PURE__ */ v.string(),
    detail: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string())
});
