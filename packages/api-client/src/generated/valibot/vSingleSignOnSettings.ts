// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vSingleSignOnSettings = /* @__PURE__ */ v.object({
    provider: /* @__PURE__ */ v.string(),
    url: /* @__PURE__ */ v.string(),
    logout_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    client_id: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});
