// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * A guest token (spec §4, §6).
 */
export const vClientCredentialsGrant = /* @__PURE__ */ v.object({
    grant_type: /* @__PURE__ */ v.literal('client_credentials'),
    client_id: /* @__PURE__ */ v.string(),
    client_secret: /* @__PURE__ */ v.string()
});
