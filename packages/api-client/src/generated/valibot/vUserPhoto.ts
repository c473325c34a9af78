// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vId } from './vId.ts';

/**
 * The least the product needs of an uploaded photo (the spec shows no body).
 */
export const vUserPhoto = /* @__PURE__ */ v.object({
    id: vId,
    small_main_photo_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});
