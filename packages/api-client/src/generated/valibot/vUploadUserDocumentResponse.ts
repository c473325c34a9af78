// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserDocument } from './vUserDocument.ts';

/**
 * The stored document.
 */
export const vUploadUserDocumentResponse = /* @__PURE__ */ v.object({
    document: vUserDocument
});
