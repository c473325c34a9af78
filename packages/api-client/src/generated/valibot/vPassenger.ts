// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

export const vPassenger = /* @__PURE__ */ v.object({
    id: vId,
    email: /* @__PURE__ */ v.string(),
    first_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    user_id: /* @__PURE__ */ v.nullish(vId),
    status: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});
