// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

export const vDestination = /* @__PURE__ */ v.object({
    id: /* @__PURE__ */ v.optional(vId),
    formatted_address: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    label: /* @__PURE__ */ v.string(),
    place_id: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    lat: /* @__PURE__ */ v.number(),
    long: /* @__PURE__ */ v.number()
});
