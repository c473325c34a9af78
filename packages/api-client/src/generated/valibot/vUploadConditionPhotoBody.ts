// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

export const vUploadConditionPhotoBody = /* @__PURE__ */ v.object({
    'photo[image]': /* @__PURE__ */ v.string()
});
