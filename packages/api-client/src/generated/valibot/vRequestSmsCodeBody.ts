// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vRequestSmsCodeBody = /* @__PURE__ */ v.object({
    sms_code: /* @__PURE__ */ v.object({
        cell_phone: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1))
    })
});
