// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vCreateUserBody = /* @__PURE__ */ v.object({
    user: /* @__PURE__ */ v.object({
        email: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email()),
        password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(8)),
        tos_accepted: /* @__PURE__ */ v.boolean()
    })
});
