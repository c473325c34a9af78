// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

export const vStation = /* @__PURE__ */ v.object({
    id: vId,
    name: /* @__PURE__ */ v.string(),
    address: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    description: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    latitude: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-90), /* @__PURE__ */ v.maxValue(90)),
    longitude: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.number(), /* @__PURE__ */ v.minValue(-180), /* @__PURE__ */ v.maxValue(180))
});
