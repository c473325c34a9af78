// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vRequestPasswordResetBody = /* @__PURE__ */ v.object({
    email: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email()),
    context: /* @__PURE__ */ v.literal('frontoffice')
});
