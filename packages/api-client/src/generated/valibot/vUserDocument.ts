// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDocumentType } from './vDocumentType.ts';
import { vId } from './vId.ts';

export const vUserDocument = /* @__PURE__ */ v.object({
    id: vId,
    document_type: vDocumentType,
    additional_document_id: /* @__PURE__ */ v.nullish(vId),
    file_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string())
});
