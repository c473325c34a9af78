// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vTokenResponse = /* @__PURE__ */ v.object({
    access_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    token_type: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    expires_in: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer())),
    refresh_token: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    scope: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    created_at: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.integer()))
});
