// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vPasswordGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('password'),
    username: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.email()),
    password: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});
