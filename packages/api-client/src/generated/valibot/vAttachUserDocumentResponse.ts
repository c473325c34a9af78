// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * Attached.
 */
export const vAttachUserDocumentResponse = /* @__PURE__ */ v.void();
