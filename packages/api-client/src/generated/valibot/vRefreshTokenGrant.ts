// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * spec §7 says refresh tokens are used unless the configuration disables them; the standard OAuth 2 refresh grant.
 */
export const vRefreshTokenGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('refresh_token'),
    refresh_token: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});
