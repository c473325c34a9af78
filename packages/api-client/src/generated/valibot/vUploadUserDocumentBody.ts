// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDocumentType } from './vDocumentType.ts';

export const vUploadUserDocumentBody = /* @__PURE__ */ v.object({
    'document[file]': /* @__PURE__ */ v.string(),
    'document[document_type]': vDocumentType
});
