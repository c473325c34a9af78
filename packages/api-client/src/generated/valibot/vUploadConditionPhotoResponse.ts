// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionPhoto } from './vConditionPhoto.ts';

/**
 * The stored photo.
 */
export const vUploadConditionPhotoResponse = /* @__PURE__ */ v.object({
    condition_photo: vConditionPhoto
});
