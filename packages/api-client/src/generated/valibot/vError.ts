// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vErrorItem } from './vErrorItem.ts';

/**
 * The error body of every failure (spec §8): a code plus a list of errors with code and detail, or a message and
 * a code from which the client builds one error. OAuth failures may use `error` and `error_description`.
 *
 */
export const vError = /* @__PURE__ */ v.object({
    code: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    message: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    errors: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.array(vErrorItem)),
    error: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    error_description: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string())
});
