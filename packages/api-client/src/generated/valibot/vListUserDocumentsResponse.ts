// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserDocument } from './vUserDocument.ts';

/**
 * The documents.
 */
export const vListUserDocumentsResponse = /* @__PURE__ */ v.object({
    documents: /* @__PURE__ */ v.array(vUserDocument)
});
