// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vAdditionalDocument } from './vAdditionalDocument.ts';

/**
 * The additional documents.
 */
export const vListAdditionalDocumentsResponse = /* @__PURE__ */ v.object({
    additional_documents: /* @__PURE__ */ v.array(vAdditionalDocument)
});
