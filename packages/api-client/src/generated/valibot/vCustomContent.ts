// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

export const vCustomContent = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.optional(vId),
    type: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    title: /* @__PURE__ */ v.string(),
    content: /* @__PURE__ */ v.string()
});
