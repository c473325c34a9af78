// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserPhoto } from './vUserPhoto.ts';

/**
 * The stored photo.
 */
export const vUploadUserPhotoResponse = /* @__PURE__ */ v.object({
    photo: vUserPhoto
});
