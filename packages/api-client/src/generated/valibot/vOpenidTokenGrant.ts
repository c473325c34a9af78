// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * spec §7 says "or openid_token likewise" without the grant_type value; this contract uses `openid_token`.
 */
export const vOpenidTokenGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('openid_token'),
    openid_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});
