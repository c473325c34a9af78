// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vLanguage } from './vLanguage.ts';

export const vGeocodeQuery = /* @__PURE__ */ v.object({
    q: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.minLength(1)),
    country: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(/^[A-Za-z]{2}$/))),
    lang: /* @__PURE__ */ v.optional(vLanguage)
});
